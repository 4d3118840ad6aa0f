//! What a server's moderators do by hand, beside the bot: lock a thread.

use super::StandIn;
use serde_json::json;

impl StandIn {
    /// A moderator locks thread `thread`: from now on only members who may
    /// manage threads can post in it (Discord answers others 403, code
    /// 160005 "Thread is locked").
    pub fn lock_thread(&self, thread: u64) {
        let mut st = self.inner.state.lock().unwrap();
        let t = st.channels.get_mut(&thread).expect("a thread");
        t["thread_metadata"]["locked"] = json!(true);
        drop(st);
        self.inner.bump();
    }
}
