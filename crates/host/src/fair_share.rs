//! A fair share of a queue of background work (the analysis queue,
//! `host/analysis.rs`): who may join it, and who goes next. Pure: no
//! clock, no IO, no lock; the host keeps one behind its own lock.
//!
//! Every job has an [`Owner`]: the server it was asked in and the member
//! who asked. A job counts against its owner's shares from the moment it
//! joins until the worker says it is done ([`FairQueue::finish`]), so a
//! job being worked on still counts. A new job is refused
//! ([`ShareRefusal`]) when its member already has [`Shares::member`] jobs,
//! its server [`Shares::server`] or the queue [`Shares::total`]: one member
//! cannot fill her server's share, one server cannot fill the queue.
//!
//! The next job is taken round robin: servers take turns (the server
//! served last goes to the back of the line, behind any that joined while
//! its job ran), and within a server its members take turns the same way;
//! a member's own jobs go in the order she asked. A busy server therefore
//! delays another server's job by at most one job, however many it has
//! waiting.

use std::collections::{HashMap, VecDeque};

/// Who a job is for: the server it was asked in (or, outside servers, the
/// channel) and the member who asked.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Owner {
    /// The server (or direct-message channel) the job was asked in.
    pub server: String,
    /// The member who asked.
    pub member: String,
}

impl Owner {
    /// The owner of a job asked by `member` in `server`.
    pub fn new(server: impl Into<String>, member: impl Into<String>) -> Owner {
        Owner {
            server: server.into(),
            member: member.into(),
        }
    }
}

/// The most jobs waiting or being worked on at once: per member, per
/// server, in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shares {
    /// Per member of a server.
    pub member: usize,
    /// Per server.
    pub server: usize,
    /// In the whole queue.
    pub total: usize,
}

/// Why a job may not join the queue: the share that is full, and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareRefusal {
    /// The member has `limit` jobs waiting or being worked on already.
    Member { limit: usize },
    /// The server has `limit` jobs waiting or being worked on already.
    Server { limit: usize },
    /// The queue holds `limit` jobs already.
    Full { limit: usize },
}

/// A line of those with jobs waiting, served in turn: whoever was served
/// last waits aside (`served`) until the next turn, so that one who joins
/// meanwhile goes before them.
#[derive(Debug)]
struct Line<K, V> {
    waiting: VecDeque<(K, V)>,
    served: Option<(K, V)>,
}

impl<K: PartialEq, V> Line<K, V> {
    fn new() -> Line<K, V> {
        Line {
            waiting: VecDeque::new(),
            served: None,
        }
    }

    /// The value of `key`, if it is in the line (or waiting aside).
    fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        match &mut self.served {
            Some((k, v)) if k == key => Some(v),
            _ => self
                .waiting
                .iter_mut()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v),
        }
    }

    /// `key` joins at the back with `value`.
    fn join(&mut self, key: K, value: V) {
        self.waiting.push_back((key, value));
    }

    /// Whose turn it is: the one served last goes to the back first.
    fn turn(&mut self) -> Option<(K, V)> {
        if let Some(last) = self.served.take() {
            self.waiting.push_back(last);
        }
        self.waiting.pop_front()
    }

    /// `key` was just served and has more: it waits aside for a turn.
    fn served(&mut self, key: K, value: V) {
        self.served = Some((key, value));
    }
}

/// A server's members with jobs waiting, each with her jobs in order.
type Members<T> = Line<String, VecDeque<T>>;

/// A queue that admits jobs within their owners' shares and hands them out
/// round robin across servers, then across members (see the module).
#[derive(Debug)]
pub struct FairQueue<T> {
    shares: Shares,
    /// Servers with jobs waiting, in the order they are served.
    line: Line<String, Members<T>>,
    /// Jobs waiting or being worked on, per owner.
    per_member: HashMap<Owner, usize>,
    /// Jobs waiting or being worked on, per server.
    per_server: HashMap<String, usize>,
    /// Jobs waiting or being worked on, in all.
    total: usize,
}

impl<T> FairQueue<T> {
    /// An empty queue with these shares.
    pub fn new(shares: Shares) -> FairQueue<T> {
        FairQueue {
            shares,
            line: Line::new(),
            per_member: HashMap::new(),
            per_server: HashMap::new(),
            total: 0,
        }
    }

    /// Jobs waiting or being worked on, in all.
    pub fn len(&self) -> usize {
        self.total
    }

    /// Whether a job of `owner` may join now; the full share if not (the
    /// member's first, then the server's, then the queue's).
    pub fn admits(&self, owner: &Owner) -> Result<(), ShareRefusal> {
        let Shares {
            member,
            server,
            total,
        } = self.shares;
        if self.per_member.get(owner).copied().unwrap_or(0) >= member {
            return Err(ShareRefusal::Member { limit: member });
        }
        if self.per_server.get(&owner.server).copied().unwrap_or(0) >= server {
            return Err(ShareRefusal::Server { limit: server });
        }
        if self.total >= total {
            return Err(ShareRefusal::Full { limit: total });
        }
        Ok(())
    }

    /// Adds `job` of `owner` behind its member's other jobs, when its
    /// shares admit it ([`FairQueue::admits`]).
    pub fn push(&mut self, owner: Owner, job: T) -> Result<(), ShareRefusal> {
        self.admits(&owner)?;
        *self.per_member.entry(owner.clone()).or_default() += 1;
        *self.per_server.entry(owner.server.clone()).or_default() += 1;
        self.total += 1;
        let members = match self.line.get_mut(&owner.server) {
            Some(members) => members,
            None => {
                self.line.join(owner.server.clone(), Line::new());
                &mut self.line.waiting.back_mut().expect("just joined").1
            }
        };
        match members.get_mut(&owner.member) {
            Some(jobs) => jobs.push_back(job),
            None => members.join(owner.member, VecDeque::from([job])),
        }
        Ok(())
    }

    /// The next job to work on, and its owner: the first member of the
    /// first server in line, who go to the back of their lines at the next
    /// turn. It
    /// still counts against its owner's shares until
    /// [`FairQueue::finish`].
    pub fn next(&mut self) -> Option<(Owner, T)> {
        let (server, mut members) = self.line.turn()?;
        let (member, mut jobs) = members.turn()?;
        let job = jobs.pop_front()?;
        let owner = Owner::new(server.clone(), member.clone());
        if !jobs.is_empty() {
            members.served(member, jobs);
        }
        if members.served.is_some() || !members.waiting.is_empty() {
            self.line.served(server, members);
        }
        Some((owner, job))
    }

    /// A job of `owner` taken with [`FairQueue::next`] is done (or given
    /// up): it no longer counts against its owner's shares.
    pub fn finish(&mut self, owner: &Owner) {
        if let Some(n) = self.per_member.get_mut(owner) {
            *n -= 1;
            if *n == 0 {
                self.per_member.remove(owner);
            }
        }
        if let Some(n) = self.per_server.get_mut(&owner.server) {
            *n -= 1;
            if *n == 0 {
                self.per_server.remove(&owner.server);
            }
        }
        self.total = self.total.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHARES: Shares = Shares {
        member: 2,
        server: 4,
        total: 6,
    };

    fn owner(server: &str, member: &str) -> Owner {
        Owner::new(server, member)
    }

    /// Takes every job in the order the queue hands them out, finishing each.
    fn drain(q: &mut FairQueue<&'static str>) -> Vec<&'static str> {
        let mut out = Vec::new();
        while let Some((o, job)) = q.next() {
            q.finish(&o);
            out.push(job);
        }
        out
    }

    #[test]
    fn a_member_cannot_have_more_than_her_share_waiting_or_running() {
        let mut q = FairQueue::new(SHARES);
        let alice = owner("s1", "alice");
        q.push(alice.clone(), "a1").unwrap();
        q.push(alice.clone(), "a2").unwrap();
        assert_eq!(
            q.push(alice.clone(), "a3"),
            Err(ShareRefusal::Member { limit: 2 })
        );
        // One taken is still hers until it is done.
        let (o, _) = q.next().unwrap();
        assert_eq!(q.admits(&alice), Err(ShareRefusal::Member { limit: 2 }));
        q.finish(&o);
        assert_eq!(q.admits(&alice), Ok(()));
        // Another member of the server, and the same member elsewhere, may.
        assert_eq!(q.admits(&owner("s1", "bob")), Ok(()));
        assert_eq!(q.admits(&owner("s2", "alice")), Ok(()));
    }

    #[test]
    fn a_server_cannot_fill_the_queue() {
        let mut q = FairQueue::new(SHARES);
        for m in ["a", "b"] {
            for j in 0..2 {
                q.push(owner("busy", m), ["x", "y"][j]).unwrap();
            }
        }
        assert_eq!(
            q.push(owner("busy", "c"), "c1"),
            Err(ShareRefusal::Server { limit: 4 })
        );
        // Another server still has room.
        q.push(owner("quiet", "d"), "d1").unwrap();
        q.push(owner("other", "e"), "e1").unwrap();
        assert_eq!(q.len(), 6);
        assert_eq!(
            q.push(owner("third", "f"), "f1"),
            Err(ShareRefusal::Full { limit: 6 })
        );
    }

    #[test]
    fn servers_take_turns_then_their_members() {
        let mut q = FairQueue::new(Shares {
            member: 3,
            server: 10,
            total: 20,
        });
        for job in ["a1", "a2", "a3"] {
            q.push(owner("busy", "alice"), job).unwrap();
        }
        q.push(owner("busy", "bob"), "b1").unwrap();
        q.push(owner("quiet", "carol"), "c1").unwrap();
        // busy's first member, quiet, busy's second, then alice's rest.
        assert_eq!(drain(&mut q), ["a1", "c1", "b1", "a2", "a3"]);
        assert_eq!(q.len(), 0);
    }

    #[test]
    fn a_server_joining_late_is_served_before_the_busy_one_goes_again() {
        let mut q = FairQueue::new(Shares {
            member: 5,
            server: 10,
            total: 20,
        });
        for job in ["a1", "a2", "a3"] {
            q.push(owner("busy", "alice"), job).unwrap();
        }
        let (o, first) = q.next().unwrap();
        assert_eq!(first, "a1");
        q.push(owner("quiet", "carol"), "c1").unwrap();
        q.finish(&o);
        assert_eq!(drain(&mut q), ["c1", "a2", "a3"]);
    }

    #[test]
    fn a_member_joining_late_is_served_before_the_busy_one_goes_again() {
        let mut q = FairQueue::new(Shares {
            member: 5,
            server: 10,
            total: 20,
        });
        for job in ["a1", "a2"] {
            q.push(owner("s", "alice"), job).unwrap();
        }
        let (o, first) = q.next().unwrap();
        assert_eq!(first, "a1");
        q.push(owner("s", "bob"), "b1").unwrap();
        q.finish(&o);
        assert_eq!(drain(&mut q), ["b1", "a2"]);
    }

    #[test]
    fn finishing_frees_every_share() {
        let mut q = FairQueue::new(SHARES);
        let o = owner("s", "m");
        q.push(o.clone(), "j").unwrap();
        let (taken, _) = q.next().unwrap();
        assert_eq!(taken, o);
        q.finish(&taken);
        assert_eq!(q.len(), 0);
        assert!(q.per_member.is_empty() && q.per_server.is_empty());
    }
}
