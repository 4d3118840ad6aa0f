//! One client connection, served by hyper (HTTP/1.1, kept alive) with a
//! bound on how long the client may take to send a request's headers
//! (`Limits::header_timeout`): past it the connection ends, and a client
//! that had begun a request is answered `408 Request Timeout` first (one
//! that sent nothing since its last answer is an idle kept-alive
//! connection: it is just closed, as hyper does). An answer must be
//! written within `Limits::write_timeout` of its first byte: a client
//! that reads slower is cut off. A connection beyond the site's bound is
//! answered `503` and closed ([`refuse`]).

use locale::ids;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::TcpStream;

/// What a client that did not send its request in time reads: in en-US,
/// since its request (`?lang=`, `Accept-Language`) was never read.
fn timed_out_words() -> String {
    let text = locale::text(locale::Locale::EnUs, ids::WEB_REQUEST_TIMED_OUT, &[]);
    format!("{text}\n")
}

/// The 408 answer, whole.
fn timed_out() -> String {
    let body = timed_out_words();
    format!(
        "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\
         Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n\
         X-Content-Type-Options: nosniff\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
}

/// What a connection refused for want of room reads: in en-US, since it
/// is refused before its request (`?lang=`, `Accept-Language`) is read.
fn full_words() -> String {
    let text = locale::text(locale::Locale::EnUs, ids::WEB_TOO_MANY_CONNECTIONS, &[]);
    format!("{text}\n")
}

/// The bounds on one connection's client (see the module documentation).
#[derive(Clone, Copy)]
pub(crate) struct Timeouts {
    /// To send a request's headers.
    pub(crate) header: Duration,
    /// To read an answer, from its first byte.
    pub(crate) write: Duration,
}

/// Answers a connection the site has no room for `503 Service
/// Unavailable` with `Retry-After`, and closes it (within a second: a
/// client that does not read is not waited for).
pub(crate) async fn refuse(mut stream: TcpStream) {
    let body = full_words();
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\
         Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n\
         X-Content-Type-Options: nosniff\r\nRetry-After: {}\r\nContent-Length: {}\r\n\r\n{body}",
        crate::limits::RETRY_AFTER_SECS,
        body.len()
    );
    let write = async {
        stream.write_all(answer.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(Duration::from_secs(1), write).await;
}

/// Serves `stream` with `app` until the client leaves or is cut off.
pub(crate) async fn serve(stream: TcpStream, app: axum::Router, timeouts: Timeouts) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    // A second handle on the socket, to answer 408 once hyper gave up.
    let (stream, spare) = match stream.into_std().and_then(|s| {
        let spare = s.try_clone()?;
        Ok((TcpStream::from_std(s)?, spare))
    }) {
        Ok(pair) => pair,
        Err(e) => {
            tracing::debug!("web: cannot take a connection: {e}");
            return;
        }
    };
    let begun = Arc::new(AtomicBool::new(false));
    let watched = Watched {
        io: stream,
        begun: begun.clone(),
        write_timeout: timeouts.write,
        answer_due: None,
    };
    let service = hyper_util::service::TowerToHyperService::new(app);
    let served = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(timeouts.header)
        .serve_connection(TokioIo::new(watched), service)
        .await;
    match served {
        Err(e) if e.is_timeout() && begun.load(Ordering::Relaxed) => {
            if let Ok(mut spare) = TcpStream::from_std(spare) {
                let answer = async {
                    spare.write_all(timed_out().as_bytes()).await?;
                    spare.shutdown().await
                };
                let _ = tokio::time::timeout(Duration::from_secs(1), answer).await;
            }
        }
        Err(e) => tracing::debug!("web: a connection ended: {e}"),
        Ok(()) => {}
    }
}

/// The client's socket, noting whether a request has begun (bytes read)
/// since the last answer was written, and cutting off a client that does
/// not read its answer in time.
struct Watched {
    io: TcpStream,
    begun: Arc<AtomicBool>,
    /// See [`Timeouts::write`].
    write_timeout: Duration,
    /// When the answer being written must be out: set at its first write,
    /// cleared when the client sends its next request (idle between
    /// them, a kept-alive connection is bounded by the header timeout).
    answer_due: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl Watched {
    /// Writes with `write` unless the answer is late: a write that finds
    /// its deadline passed, or that waits on the client past it, fails
    /// with `TimedOut` (hyper then ends the connection).
    fn write_in_time<T>(
        &mut self,
        cx: &mut Context<'_>,
        write: impl FnOnce(Pin<&mut TcpStream>, &mut Context<'_>) -> Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        let timeout = self.write_timeout;
        let due = self
            .answer_due
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        if due.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client did not read its answer in time", // words-scan: skip (an io error hyper ends the connection on: never shown)
            )));
        }
        write(Pin::new(&mut self.io), cx)
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.io).poll_read(cx, buf);
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.begun.store(true, Ordering::Relaxed);
            self.answer_due = None;
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = self.write_in_time(cx, |io, cx| io.poll_write(cx, buf));
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.begun.store(false, Ordering::Relaxed);
        }
        polled
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = self.write_in_time(cx, |io, cx| io.poll_write_vectored(cx, bufs));
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            self.begun.store(false, Ordering::Relaxed);
        }
        polled
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    /// A socket's flush writes nothing (hyper polls it even when idle):
    /// not timed.
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}
