# The bot in a small image: built in a Rust image, run in a slim Debian one
# as an unprivileged user. Everything the bot needs (piece art, font,
# migrations) is inside the binary.
#
#   docker build -t cruise-pawns .
#   docker run --env-file .env -v cruise-data:/data cruise-pawns
#
# or with PostgreSQL: docker compose up (see compose.yaml).

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin cruise-pawns \
 && strip target/release/cruise-pawns

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --create-home cruise
COPY --from=build /src/target/release/cruise-pawns /usr/local/bin/cruise-pawns
USER cruise
WORKDIR /data
# SQLite in the /data volume unless DATABASE_URL says otherwise.
ENV DATABASE_URL=sqlite:///data/cruise-pawns.db
VOLUME ["/data"]
# SIGTERM (docker stop) ends the bot cleanly: actions in flight finish.
STOPSIGNAL SIGTERM
ENTRYPOINT ["cruise-pawns"]
CMD ["bot"]
