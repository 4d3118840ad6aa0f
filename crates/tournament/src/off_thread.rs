//! A tournament's CPU work off the async workers: pairing a round (a
//! Swiss round of hundreds of players, a 128-player bracket) and drawing
//! its pictures (a bracket, a standings table) take milliseconds to
//! seconds of a core. Run on an async worker, they would hold up every
//! server's commands queued on that worker; on a blocking thread
//! ([`tokio::task::spawn_blocking`]) only the tournament's own change
//! waits for them.

/// Runs `work` on a blocking thread and returns its result; a panic in
/// `work` goes on in the caller, as if it had run here.
pub(crate) async fn off_thread<T, F>(work: F) -> T
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    match tokio::task::spawn_blocking(work).await {
        Ok(v) => v,
        Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
        // Only a runtime shutting down cancels a blocking task before it
        // runs, and then this task is being dropped with it.
        Err(e) => panic!("a tournament's work was cancelled: the runtime is shutting down ({e})"),
    }
}
