//! Which games a host owns when several bot processes share one database:
//! each runs a range of Discord's shards and owns the servers (guilds) of
//! those shards, by Discord's formula `(guild_id >> 22) % total`. A host
//! loads, times and answers only the games and challenges it owns, so two
//! processes never both time the same question.

/// Shards `first..=last` of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// The shard a server belongs to. Direct messages (no server, or an id
    /// that is not a number) belong to shard 0, as on Discord.
    ///
    /// ```
    /// use host::Shards;
    /// // Discord's formula: (guild_id >> 22) % total.
    /// assert_eq!(Shards::shard_of("4194304", 2), 1);
    /// assert_eq!(Shards::shard_of("8388608", 2), 0);
    /// assert_eq!(Shards::shard_of("", 2), 0);
    /// ```
    pub fn shard_of(guild: &str, total: u32) -> u32 {
        match guild.parse::<u64>() {
            Ok(id) if total > 0 => ((id >> 22) % total as u64) as u32,
            _ => 0,
        }
    }

    /// Whether the server `guild` is one of these shards'.
    ///
    /// ```
    /// use host::Shards;
    /// let odd = Shards { first: 1, last: 1, total: 2 };
    /// assert!(odd.owns("4194304") && !odd.owns("8388608") && !odd.owns(""));
    /// ```
    pub fn owns(&self, guild: &str) -> bool {
        let s = Shards::shard_of(guild, self.total);
        (self.first..=self.last).contains(&s)
    }

    /// A name for what these shards own, e.g. for their heartbeat:
    /// `shards-0-1-of-4`.
    pub fn name(&self) -> String {
        format!("shards-{}-{}-of-{}", self.first, self.last, self.total)
    }
}
