//! What a server's moderators do by hand, beside the bot: lock a thread;
//! and where a busy server stands with Discord's cap on active threads.

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

    /// A guild may have at most `cap` active (unarchived) threads from
    /// now on (`None`: Discord's own cap, 1000): a thread opened beyond it
    /// is refused as Discord does (400, code 160006 "Maximum number of
    /// active threads reached"), until threads are archived or the cap is
    /// lifted. Set it to [`StandIn::active_threads`] to make a server that
    /// is at its cap.
    pub fn set_active_thread_cap(&self, cap: Option<usize>) {
        self.inner.state.lock().unwrap().active_thread_cap = cap;
    }

    /// A moderator archives thread `thread` by hand (making room under the
    /// cap on active threads): Discord tells the bot (THREAD_UPDATE).
    pub fn archive_thread(&self, thread: u64) {
        let mut st = self.inner.state.lock().unwrap();
        let t = st.channels.get_mut(&thread).expect("a thread");
        t["thread_metadata"]["archived"] = json!(true);
        let t = t.clone();
        let guild = st.guild_of(thread).expect("a thread of a guild");
        st.send_dispatch(guild, "THREAD_UPDATE", t);
        drop(st);
        self.inner.bump();
    }

    /// How many threads of `guild` are active (not archived) now.
    pub fn active_threads(&self, guild: u64) -> usize {
        self.inner.state.lock().unwrap().active_threads(guild)
    }
}
