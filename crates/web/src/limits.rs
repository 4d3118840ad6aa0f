//! The site's bounds under hostile load: how long a request may take (a
//! slow query answers 503; a client slow to send its request, 408; one
//! slow to read its answer is cut off), how many connections are open at
//! once (beyond, 503),
//! how many pictures and replays are drawn at once and how many wait for
//! that ([`RenderGate`]: beyond, 503 with `Retry-After`), and the worker
//! threads of the site's own runtime when the bot serves it.

use crate::headers;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use locale::{Words, ids};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// A request's answer must be ready within this: otherwise 503 with
/// `Retry-After` (a slow query; the database is busy).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A client must send its request's headers within this after it starts
/// one (or after its previous answer, on a kept-alive connection):
/// otherwise it is answered 408 (when it had begun a request) and the
/// connection is closed.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// An answer must be written to the client within this from its first
/// byte: a client that reads it slower (or not at all, holding the
/// connection and its buffers) is cut off.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// Client connections open at once; one more is answered 503 with
/// `Retry-After` and closed, so that idle or slow clients cannot take
/// every file descriptor (the bot's database and Discord connections
/// need theirs).
pub const MAX_CONNECTIONS: usize = 512;
/// Drawings (a board picture, a rating chart, a replay's frames) waiting
/// for a slot before new ones answer 503.
pub const QUEUED_RENDERS: usize = 16;
/// The site's own worker threads when the bot serves it (`WEB_ADDR`): one,
/// so that a flood of page requests can keep at most one core busy.
pub const WEB_THREADS: usize = 1;
/// The scheduling priority ("nice" value, 0 to 19) of every thread of the
/// site's own runtime, its drawings included, where the idle policy is
/// refused (see [`lower_this_thread`]): the lowest, so that the games'
/// threads (nice 0) take a core first whenever both want one.
pub const WEB_NICE: i32 = 19;
/// What a 503 asks the client to wait, in seconds.
pub const RETRY_AFTER_SECS: u32 = 2;

/// The bounds a site runs with.
#[derive(Clone)]
pub struct Limits {
    /// See [`REQUEST_TIMEOUT`].
    pub request_timeout: Duration,
    /// See [`HEADER_TIMEOUT`].
    pub header_timeout: Duration,
    /// See [`WRITE_TIMEOUT`].
    pub write_timeout: Duration,
    /// See [`MAX_CONNECTIONS`].
    pub connections: usize,
    /// The drawings at once and those waiting.
    pub renders: RenderGate,
    /// See [`WEB_THREADS`].
    pub threads: usize,
}

impl Default for Limits {
    /// The constants above; one drawing at a time per core (at least one).
    fn default() -> Limits {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Limits {
            request_timeout: REQUEST_TIMEOUT,
            header_timeout: HEADER_TIMEOUT,
            write_timeout: WRITE_TIMEOUT,
            connections: MAX_CONNECTIONS,
            renders: RenderGate::new(cores, QUEUED_RENDERS),
            threads: WEB_THREADS,
        }
    }
}

/// At most `running` drawings at once and `queued` waiting for one; a
/// drawing asked for beyond that is refused at once (503), not queued
/// without end. Clones share the slots.
#[derive(Clone)]
pub struct RenderGate {
    /// Running plus waiting.
    admitted: Arc<Semaphore>,
    running: Arc<Semaphore>,
}

/// A drawing's slot, given back when dropped.
pub struct RenderTicket {
    _running: OwnedSemaphorePermit,
    _admitted: OwnedSemaphorePermit,
}

impl RenderGate {
    /// `running` drawings at once, `queued` more waiting.
    pub fn new(running: usize, queued: usize) -> RenderGate {
        RenderGate {
            admitted: Arc::new(Semaphore::new(running.saturating_add(queued))),
            running: Arc::new(Semaphore::new(running)),
        }
    }

    /// A slot to draw in, after waiting for a running one; `None` at once
    /// when every slot, running and waiting, is taken.
    pub async fn enter(&self) -> Option<RenderTicket> {
        let admitted = self.admitted.clone().try_acquire_owned().ok()?;
        let running = self.running.clone().acquire_owned().await.ok()?;
        Some(RenderTicket {
            _running: running,
            _admitted: admitted,
        })
    }
}

/// The 503 of a full queue or a slow answer: says what to do, with
/// `Retry-After`. `/api/...` answers JSON.
pub(crate) fn busy(api: bool, why: &Words) -> Response {
    let said = Words::new(ids::WEB_BUSY).arg("why", why.clone());
    let mut response = if api {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            axum::Json(serde_json::json!({ "error": said.text(locale::Locale::EnUs) })),
        )
            .into_response()
    } else {
        let lang = crate::language::here();
        let title = lang.t(ids::WEB_BUSY_TITLE, &[]);
        let body = format!(
            "<h1>{title}</h1><p>{}</p>",
            crate::html::escape(&lang.say(&said))
        );
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Html(crate::html::page(&lang, &title, "", &body)),
        )
            .into_response()
    };
    let h = response.headers_mut();
    h.insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECS));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(headers::ERRORS),
    );
    response
}

/// Answers 503 when the answer is not ready within `after`.
pub(crate) async fn timeout(State(after): State<Duration>, req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    match tokio::time::timeout(after, next.run(req)).await {
        Ok(response) => response,
        Err(_) => {
            tracing::warn!("web: an answer took longer than {after:?}");
            busy(
                api,
                &Words::new(ids::WEB_BUSY_SLOW).arg("seconds", after.as_secs_f32().to_string()),
            )
        }
    }
}

/// Lowers the calling thread's scheduling priority as far as it goes: on
/// Linux the idle policy (`SCHED_IDLE`: the thread runs only when no
/// ordinary thread wants the core, and gives it up at once when one
/// wakes), else, where that is refused, the nice value [`WEB_NICE`]. Both
/// belong to the thread, not the process. Where the system refuses both,
/// the thread keeps its priority and the site still works.
pub(crate) fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid, sched_setscheduler and setpriority take plain
        // integers and a pointer to a parameter that lives across the call.
        let refused = unsafe {
            let tid = libc::gettid();
            let param = libc::sched_param { sched_priority: 0 };
            libc::sched_setscheduler(tid, libc::SCHED_IDLE, &param) != 0
                && libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, WEB_NICE) != 0
        };
        if refused {
            tracing::debug!("the site's thread keeps its priority: the system refused to lower it");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RenderGate;
    use std::time::Duration;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// A slow answer (a query that hangs) is a 503 with Retry-After after
    /// the timeout, as JSON under `/api`.
    #[tokio::test]
    async fn a_slow_answer_is_a_503_after_the_timeout() {
        let slow = || async {
            tokio::time::sleep(Duration::from_secs(30)).await;
            "late"
        };
        let app = axum::Router::new()
            .route("/slow", axum::routing::get(slow))
            .route("/api/slow", axum::routing::get(slow))
            .layer(axum::middleware::from_fn_with_state(
                Duration::from_millis(100),
                super::timeout,
            ));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        for (path, kind) in [("/slow", "text/html"), ("/api/slow", "application/json")] {
            let mut c = tokio::net::TcpStream::connect(addr).await.unwrap();
            let req = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            c.write_all(req.as_bytes()).await.unwrap();
            let mut raw = String::new();
            tokio::time::timeout(Duration::from_secs(10), c.read_to_string(&mut raw))
                .await
                .expect("answered before the handler's 30 s")
                .unwrap();
            let raw = raw.to_ascii_lowercase();
            assert!(raw.starts_with("http/1.1 503"), "{path}: {raw}");
            assert!(raw.contains("retry-after: 2"), "{path}: {raw}");
            assert!(
                raw.contains(&format!("content-type: {kind}")),
                "{path}: {raw}"
            );
            assert!(
                raw.contains("took longer than 0.1 seconds"),
                "{path}: {raw}"
            );
        }
    }

    #[tokio::test]
    async fn a_full_gate_refuses_at_once_and_a_freed_slot_lets_in() {
        let gate = RenderGate::new(1, 1);
        let first = gate.enter().await.expect("a running slot");
        // The second waits for the running slot: it is admitted.
        let g = gate.clone();
        let second = tokio::spawn(async move { g.enter().await.is_some() });
        tokio::task::yield_now().await;
        while gate.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        assert!(gate.enter().await.is_none(), "running and waiting are full");
        drop(first);
        assert!(second.await.unwrap(), "the waiting one runs");
        assert!(gate.enter().await.is_some(), "all free again");
        assert!(RenderGate::new(0, 0).enter().await.is_none());
    }
}
