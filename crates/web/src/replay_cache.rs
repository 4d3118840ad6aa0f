//! Recently read values, kept by key, the least recently used dropped
//! first: replays (by game, record version and kind of read) and
//! tournament pages (by tournament, version and language: a replay keeps
//! its captions as words in no language, a tournament its page in one). A visitor stepping
//! through a replay asks for one board picture per step; without this each
//! picture would read the record and replay the whole game again, and each
//! visit of a round robin would remake its crosstable. A game or tournament
//! that changes gets a new version, so a kept value is never stale.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// At most `capacity` values by key, the least recently used dropped first.
pub(crate) struct RecentCache<K, V> {
    capacity: usize,
    inner: Mutex<Inner<K, V>>,
}

struct Inner<K, V> {
    tick: u64,
    map: HashMap<K, (Arc<V>, u64)>,
}

impl<K: Hash + Eq + Clone, V> RecentCache<K, V> {
    pub(crate) fn new(capacity: usize) -> Self {
        RecentCache {
            capacity: capacity.max(1),
            inner: Mutex::new(Inner {
                tick: 0,
                map: HashMap::new(),
            }),
        }
    }

    /// The value kept under `key`, now the most recently used.
    pub(crate) fn get(&self, key: &K) -> Option<Arc<V>> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        let (value, used) = inner.map.get_mut(key)?;
        *used = tick;
        Some(value.clone())
    }

    /// Keeps `value` under `key`, dropping the least recently used value
    /// when full.
    pub(crate) fn put(&self, key: K, value: Arc<V>) {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        if inner.map.len() >= self.capacity && !inner.map.contains_key(&key) {
            let oldest = inner
                .map
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| k.clone());
            if let Some(k) = oldest {
                inner.map.remove(&k);
            }
        }
        inner.map.insert(key, (value, tick));
    }
}

#[cfg(test)]
mod tests {
    use super::RecentCache;
    use std::sync::Arc;

    #[test]
    fn the_least_recently_used_goes_first() {
        let c = RecentCache::new(2);
        c.put(1, Arc::new("one"));
        c.put(2, Arc::new("two"));
        assert_eq!(c.get(&1).as_deref(), Some(&"one"), "1 is now the newest");
        c.put(3, Arc::new("three"));
        assert!(c.get(&2).is_none(), "2 was the least recently used");
        assert_eq!(c.get(&1).as_deref(), Some(&"one"));
        assert_eq!(c.get(&3).as_deref(), Some(&"three"));
        c.put(3, Arc::new("again"));
        assert_eq!(c.get(&3).as_deref(), Some(&"again"), "a key is replaced");
        assert_eq!(
            c.get(&1).as_deref(),
            Some(&"one"),
            "replacing dropped nothing"
        );
    }
}
