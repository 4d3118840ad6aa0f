//! Prometheus metrics, served as text on `METRICS_ADDR` when it is set:
//! live games, actions handled (a counter: Prometheus' `rate()` gives
//! actions per second), the latency of actions (a histogram, from the
//! interaction's arrival to the host's answer), Discord errors (failed
//! REST calls) and the outbox: posts waiting, the age of the oldest, and
//! retries by the status that caused them. The endpoint is a minimal HTTP server: any GET answers the
//! metrics.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS_S: [f64; 10] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0];

/// The bot's counters.
pub(crate) struct Metrics {
    actions: AtomicU64,
    discord_errors: AtomicU64,
    /// Cumulative counts per bucket (the last one is +Inf).
    buckets: [AtomicU64; BUCKETS_S.len() + 1],
    /// The sum of all latencies, in microseconds.
    sum_us: AtomicU64,
    /// Outbox retries by the status that caused them (`429`, `503`,
    /// `network`, ...).
    outbox_retries: Mutex<BTreeMap<String, u64>>,
}

/// The process's metrics.
pub(crate) static METRICS: Metrics = Metrics {
    actions: AtomicU64::new(0),
    discord_errors: AtomicU64::new(0),
    buckets: [const { AtomicU64::new(0) }; BUCKETS_S.len() + 1],
    sum_us: AtomicU64::new(0),
    outbox_retries: Mutex::new(BTreeMap::new()),
};

impl Metrics {
    /// One action handled in `took`.
    pub(crate) fn action(&self, took: Duration) {
        self.actions.fetch_add(1, Ordering::Relaxed);
        self.sum_us
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
        let s = took.as_secs_f64();
        for (i, b) in BUCKETS_S.iter().enumerate() {
            if s <= *b {
                self.buckets[i].fetch_add(1, Ordering::Relaxed);
            }
        }
        self.buckets[BUCKETS_S.len()].fetch_add(1, Ordering::Relaxed);
    }

    /// One Discord REST call failed.
    pub(crate) fn discord_error(&self) {
        self.discord_errors.fetch_add(1, Ordering::Relaxed);
    }

    /// An outbox post will be tried again because of `status`.
    pub(crate) fn outbox_retry(&self, status: &str) {
        *self
            .outbox_retries
            .lock()
            .expect("metrics")
            .entry(retry_label(status).to_string())
            .or_default() += 1;
    }

    /// The metrics in Prometheus' text format, with `live_games` and the
    /// outbox now.
    pub(crate) fn render(&self, live_games: usize, outbox: host::OutboxStats) -> String {
        let mut out = String::new();
        out.push_str("# HELP cruise_pawns_live_games Games being played now.\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str("# TYPE cruise_pawns_live_games gauge\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str(&format!("cruise_pawns_live_games {live_games}\n"));
        out.push_str("# HELP cruise_pawns_actions_total Player actions handled (commands, buttons, typed moves).\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str("# TYPE cruise_pawns_actions_total counter\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str(&format!(
            "cruise_pawns_actions_total {}\n",
            self.actions.load(Ordering::Relaxed)
        ));
        out.push_str("# HELP cruise_pawns_action_seconds Time from an action's arrival to the host's answer.\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str("# TYPE cruise_pawns_action_seconds histogram\n"); // words-scan: skip (a Prometheus metric line: operators)
        for (i, b) in BUCKETS_S.iter().enumerate() {
            out.push_str(&format!(
                "cruise_pawns_action_seconds_bucket{{le=\"{b}\"}} {}\n",
                self.buckets[i].load(Ordering::Relaxed)
            ));
        }
        let count = self.buckets[BUCKETS_S.len()].load(Ordering::Relaxed);
        out.push_str(&format!(
            "cruise_pawns_action_seconds_bucket{{le=\"+Inf\"}} {count}\n"
        ));
        out.push_str(&format!(
            "cruise_pawns_action_seconds_sum {}\n",
            self.sum_us.load(Ordering::Relaxed) as f64 / 1e6
        ));
        out.push_str(&format!("cruise_pawns_action_seconds_count {count}\n"));
        out.push_str("# HELP cruise_pawns_discord_errors_total Discord REST calls that failed.\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str("# TYPE cruise_pawns_discord_errors_total counter\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str(&format!(
            "cruise_pawns_discord_errors_total {}\n",
            self.discord_errors.load(Ordering::Relaxed)
        ));
        out.push_str(
            "# HELP cruise_pawns_outbox_depth Posts owed to Discord, not yet delivered.\n", // words-scan: skip (a Prometheus metric line: operators)
        );
        out.push_str("# TYPE cruise_pawns_outbox_depth gauge\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str(&format!("cruise_pawns_outbox_depth {}\n", outbox.depth));
        out.push_str(
            "# HELP cruise_pawns_outbox_oldest_seconds Age of the oldest undelivered post.\n", // words-scan: skip (a Prometheus metric line: operators)
        );
        out.push_str("# TYPE cruise_pawns_outbox_oldest_seconds gauge\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str(&format!(
            "cruise_pawns_outbox_oldest_seconds {}\n",
            outbox.oldest_age_ms as f64 / 1000.0
        ));
        out.push_str("# HELP cruise_pawns_outbox_retries_total Posts tried again, by the status that failed them.\n"); // words-scan: skip (a Prometheus metric line: operators)
        out.push_str("# TYPE cruise_pawns_outbox_retries_total counter\n"); // words-scan: skip (a Prometheus metric line: operators)
        for (status, n) in self.outbox_retries.lock().expect("metrics").iter() {
            out.push_str(&format!(
                "cruise_pawns_outbox_retries_total{{status=\"{status}\"}} {n}\n"
            ));
        }
        out
    }
}

/// Serves the metrics on `listener` (bound by the composition root to
/// `METRICS_ADDR`), on a task of its own, until the process ends.
pub fn spawn(listener: tokio::net::TcpListener, host: host::Host) {
    tokio::spawn(serve(listener, host));
}

/// Serves the metrics on `listener` until the process ends.
async fn serve(listener: tokio::net::TcpListener, host: host::Host) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    loop {
        let Ok((mut conn, _)) = listener.accept().await else {
            continue;
        };
        let host = host.clone();
        tokio::spawn(async move {
            let mut buf = [0u8; 1024];
            // The request itself does not matter: every GET gets the metrics.
            let _ = tokio::time::timeout(Duration::from_secs(5), conn.read(&mut buf)).await;
            let outbox = match host.outbox_stats().await {
                Ok(s) => s,
                Err(e) => {
                    tracing::warn!("metrics: could not read the outbox: {e}");
                    host::OutboxStats::default()
                }
            };
            let body = METRICS.render(host.live_games(), outbox);
            let head = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: {}\r\nConnection: close\r\n\r\n", // words-scan: skip (an HTTP response head)
                body.len()
            );
            let _ = conn.write_all(head.as_bytes()).await;
            let _ = conn.write_all(body.as_bytes()).await;
            let _ = conn.shutdown().await;
        });
    }
}

/// The label of a retry's status, from a bounded set (Prometheus keeps a
/// series per label value): an HTTP status as its three digits, else
/// `network`, `store` or `other` (an error's words never become a label).
fn retry_label(status: &str) -> &str {
    match status {
        "network" | "store" => status,
        s if s.len() == 3 && s.bytes().all(|b| b.is_ascii_digit()) => s,
        _ => "other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_labels_are_a_bounded_set() {
        assert_eq!(retry_label("503"), "503");
        assert_eq!(retry_label("429"), "429");
        assert_eq!(retry_label("network"), "network");
        assert_eq!(retry_label("store"), "store");
        assert_eq!(
            retry_label("error: connection reset by peer 10.0.0.1:443"),
            "other"
        );
        assert_eq!(retry_label("5031"), "other");
        assert_eq!(retry_label(""), "other");
    }

    #[test]
    fn the_text_format_has_every_metric_and_cumulative_buckets() {
        let m = Metrics {
            actions: AtomicU64::new(0),
            discord_errors: AtomicU64::new(0),
            buckets: [const { AtomicU64::new(0) }; BUCKETS_S.len() + 1],
            sum_us: AtomicU64::new(0),
            outbox_retries: Mutex::new(BTreeMap::new()),
        };
        m.outbox_retry("429");
        m.outbox_retry("503");
        m.outbox_retry("503");
        m.action(Duration::from_millis(3));
        m.action(Duration::from_millis(40));
        m.discord_error();
        let text = m.render(
            7,
            host::OutboxStats {
                depth: 3,
                oldest_age_ms: 61_500,
            },
        );
        for line in [
            "cruise_pawns_live_games 7",
            "cruise_pawns_actions_total 2",
            "cruise_pawns_action_seconds_bucket{le=\"0.005\"} 1",
            "cruise_pawns_action_seconds_bucket{le=\"0.05\"} 2",
            "cruise_pawns_action_seconds_bucket{le=\"+Inf\"} 2",
            "cruise_pawns_action_seconds_sum 0.043",
            "cruise_pawns_action_seconds_count 2",
            "cruise_pawns_discord_errors_total 1",
            "cruise_pawns_outbox_depth 3",
            "cruise_pawns_outbox_oldest_seconds 61.5",
            "cruise_pawns_outbox_retries_total{status=\"429\"} 1",
            "cruise_pawns_outbox_retries_total{status=\"503\"} 2",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} missing:\n{text}");
        }
    }
}
