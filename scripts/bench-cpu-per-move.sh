#!/usr/bin/env bash
# The bot's CPU per move, measured from outside (issue 44, contract 11):
# the `/move` benchmark (tests/e2e/discord_bench.rs, move_round_trip) run
# against this checkout's bot and against an earlier commit's bot, one
# after the other, with the same benchmark binary (the stand-in and the
# client in its process, the bot in its own). Each run prints one line:
#
#   bench /move bot=<binary> load=<1/5/15 min> moves=1000 ...: p50, p90,
#   p99, max; CPU per move: bot <ms>, stand-in+client <ms>
#
# Usage (from the repository's root):
#
#   scripts/bench-cpu-per-move.sh [OLD_COMMIT] [ROUNDS]
#
# OLD_COMMIT (default a5785df, the commit before the outbox) is checked out
# once in a worktree under target/bench-old/<commit> and built there with
# its own target directory (the first time takes a full release build);
# ROUNDS (default 3) rounds of "old, then this checkout", 15 s apart. Extra
# benchmark settings pass through the environment (BENCH_GAMES=500 for
# 5,000 moves, BENCH_AT_ONCE). Run it on an otherwise idle machine: the
# latency figures follow the load, the CPU per move much less.
set -euo pipefail

old=${1:-a5785df}
rounds=${2:-3}
root=$(git rev-parse --show-toplevel)
cd "$root"
export CARGO_INCREMENTAL=0

# The benchmark binary (the path cargo prints) and, with it, this
# checkout's bot (the test build makes the binary it starts; a separate
# `cargo build` would unify other features and build it again).
bench=$(cargo test --release --test e2e --no-run 2>&1 |
    sed -n 's/.*Executable tests\/e2e\/main.rs (\(.*\))$/\1/p' | tail -n 1)
if [ -z "$bench" ]; then
    echo "could not find the e2e test binary in cargo's output" >&2
    exit 1
fi
new_bot="$root/target/release/cruise-pawns"

# The earlier commit's bot, built in a worktree of its own.
old_dir="$root/target/bench-old/$old"
if [ ! -d "$old_dir" ]; then
    git worktree add --detach "$old_dir" "$old"
fi
(cd "$old_dir" && CARGO_TARGET_DIR="$old_dir/target" cargo build --release --bin cruise-pawns)
old_bot="$old_dir/target/release/cruise-pawns"

run() {
    BOT_BIN="$1" "$bench" --exact discord_bench::move_round_trip_100_games \
        --ignored --nocapture 2>&1 | grep '^bench /move' || {
        echo "the benchmark failed with BOT_BIN=$1 (run it alone to see why)" >&2
        return 1
    }
}

for i in $(seq 1 "$rounds"); do
    [ "$i" -gt 1 ] && sleep 15
    run "$old_bot"
    sleep 15
    run "$new_bot"
done
