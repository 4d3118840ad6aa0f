//! PNG encoding that reuses the compressed bands of earlier pictures.
//!
//! One move changes two or three ranks of a board picture; the other bands
//! (the title strip on top, one band per rank) look exactly as in some
//! earlier picture. In the spirit of lichess's lila-gif ("do the minimum
//! work per frame"), a picture is cut into horizontal bands and each band
//! is filtered and compressed on its own, so that its compressed form can
//! be kept and pasted into later pictures:
//!
//! - filtering: the first row of a band uses `Sub` (it never looks at the
//!   row above, which belongs to another band), the others `Paeth`;
//! - compression: one fixed-Huffman deflate block per band (RFC 1951
//!   §3.2.6), made of literals, runs (a literal then a match at distance 1)
//!   and repeats of the row above (a match at distance `row length + 1`),
//!   never referring to another band's bytes; the blocks are bit strings
//!   pasted one after the other at any bit offset, then an empty final
//!   block ends the stream;
//! - checksum: each band keeps the Adler-32 of its filtered bytes, and the
//!   zlib checksum of the picture is combined from them (RFC 1950).
//!
//! The cache of bands ([`BandCache`], one per process: [`BandCache::global`])
//! is keyed by a band's width, height and a seeded 128-bit hash of its
//! palette indices; a picture costs one hash pass over its pixels, the
//! compression of the changed bands only, and copying bits.

use std::collections::hash_map::RandomState;
use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasher;
use std::sync::{Arc, Mutex, OnceLock};

/// At most this many bands are kept.
const MAX_BANDS: usize = 1024;
/// At most this many bytes of compressed bands are kept (a 512-pixel
/// board's band is a few kilobytes, so the band count is the usual bound).
/// With the keys and bookkeeping the cache stays under about 8.2 MiB.
const MAX_BYTES: usize = 8 << 20;

/// The zlib modulus of Adler-32.
const ADLER_MOD: u64 = 65521;

/// How many bands of one picture were found in the cache and how many
/// were compressed anew.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Stats {
    pub(crate) hits: usize,
    pub(crate) misses: usize,
}

/// One band compressed: a fixed-Huffman block (not final) as bits, least
/// significant first, and the Adler-32 of its filtered bytes.
#[derive(Debug)]
struct Band {
    words: Vec<u64>,
    bits: u64,
    adler: u32,
    filtered_len: u64,
}

impl Band {
    fn memory(&self) -> usize {
        self.words.len() * 8 + std::mem::size_of::<Band>()
    }
}

/// What identifies a band's pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    width: u32,
    rows: u32,
    hash: [u64; 2],
}

#[derive(Default)]
struct Entries {
    map: HashMap<Key, Arc<Band>>,
    /// Insertion order: the oldest band is evicted first.
    order: VecDeque<Key>,
    bytes: usize,
}

/// Compressed bands of earlier pictures, bounded by [`MAX_BANDS`] bands and
/// [`MAX_BYTES`] bytes, oldest out first; safe to share between threads.
pub(crate) struct BandCache {
    seed: u64,
    entries: Mutex<Entries>,
}

impl BandCache {
    /// An empty cache with its own hash seed.
    pub(crate) fn new() -> BandCache {
        BandCache {
            seed: RandomState::new().hash_one(0x5eed_u64),
            entries: Mutex::new(Entries::default()),
        }
    }

    /// The process's cache.
    pub(crate) fn global() -> &'static BandCache {
        static CACHE: OnceLock<BandCache> = OnceLock::new();
        CACHE.get_or_init(BandCache::new)
    }

    fn get(&self, key: &Key) -> Option<Arc<Band>> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.map.get(key).cloned()
    }

    fn insert(&self, key: Key, band: Arc<Band>) {
        let size = band.memory();
        if size > MAX_BYTES {
            return;
        }
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.map.contains_key(&key) {
            return;
        }
        while entries.map.len() >= MAX_BANDS || entries.bytes + size > MAX_BYTES {
            let Some(old) = entries.order.pop_front() else {
                break;
            };
            if let Some(b) = entries.map.remove(&old) {
                entries.bytes -= b.memory();
            }
        }
        entries.bytes += size;
        entries.order.push_back(key);
        entries.map.insert(key, band);
    }

    /// Forgets every band.
    pub(crate) fn clear(&self) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        *entries = Entries::default();
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.lock().unwrap().map.len()
    }
}

/// The PNG of a `width` x `height` image of palette indices `pixels` (row
/// by row), cut into bands of `band_rows` rows (summing to `height`), with
/// the palette `plte` (`r g b` per colour, opaque).
pub(crate) fn png(
    width: u32,
    height: u32,
    pixels: &[u8],
    band_rows: &[u32],
    plte: &[u8],
    cache: &BandCache,
) -> (Vec<u8>, Stats) {
    debug_assert_eq!(pixels.len(), width as usize * height as usize);
    debug_assert_eq!(band_rows.iter().sum::<u32>(), height);
    let w = width as usize;
    let mut stats = Stats::default();
    let mut bands = Vec::with_capacity(band_rows.len());
    let mut top = 0usize;
    for &rows in band_rows {
        let rows = rows as usize;
        if rows == 0 {
            continue;
        }
        let raw = &pixels[top * w..(top + rows) * w];
        top += rows;
        let key = Key {
            width,
            rows: rows as u32,
            hash: hash128(raw, cache.seed),
        };
        let band = match cache.get(&key) {
            Some(b) => {
                stats.hits += 1;
                b
            }
            None => {
                stats.misses += 1;
                let b = Arc::new(compress_band(raw, w));
                cache.insert(key, b.clone());
                b
            }
        };
        bands.push(band);
    }

    let stream_bits: u64 = bands.iter().map(|b| b.bits).sum::<u64>() + 10;
    let idat_len = 2 + stream_bits.div_ceil(8) as usize + 4;
    let mut out = Vec::with_capacity(8 + 25 + 12 + plte.len() + 12 + idat_len + 12);
    out.extend_from_slice(&[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n']);

    let start = begin_chunk(&mut out, b"IHDR");
    out.extend_from_slice(&width.to_be_bytes());
    out.extend_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filters, no interlace.
    out.extend_from_slice(&[8, 3, 0, 0, 0]);
    end_chunk(&mut out, start);

    let start = begin_chunk(&mut out, b"PLTE");
    out.extend_from_slice(plte);
    end_chunk(&mut out, start);

    let start = begin_chunk(&mut out, b"IDAT");
    // zlib: deflate with a 32 KiB window, no dictionary, "fastest" level.
    out.extend_from_slice(&[0x78, 0x01]);
    let mut bits = BitWriter::default();
    let mut adler = 1u32;
    for band in &bands {
        bits.append(&band.words, band.bits);
        adler = adler32_combine(adler, band.adler, band.filtered_len);
    }
    // An empty final block: BFINAL 1, BTYPE 01, end of block (7 zero bits).
    bits.put(0b011, 3);
    bits.put(0, 7);
    bits.write_bytes(&mut out);
    out.extend_from_slice(&adler.to_be_bytes());
    end_chunk(&mut out, start);

    let start = begin_chunk(&mut out, b"IEND");
    end_chunk(&mut out, start);
    (out, stats)
}

/// Starts a chunk of type `kind`; returns where it starts.
fn begin_chunk(out: &mut Vec<u8>, kind: &[u8; 4]) -> usize {
    let start = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(kind);
    start
}

/// Ends the chunk begun at `start`: its length, then the CRC of type and data.
fn end_chunk(out: &mut Vec<u8>, start: usize) {
    let len = (out.len() - start - 8) as u32;
    out[start..start + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[start + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// The Adler-32 of `data1 ‖ data2` from theirs, `len2` being `data2`'s length.
pub(crate) fn adler32_combine(adler1: u32, adler2: u32, len2: u64) -> u32 {
    let (a1, b1) = ((adler1 & 0xffff) as u64, (adler1 >> 16) as u64);
    let (a2, b2) = ((adler2 & 0xffff) as u64, (adler2 >> 16) as u64);
    let n = len2 % ADLER_MOD;
    let a = (a1 + a2 + ADLER_MOD - 1) % ADLER_MOD;
    let b = (b1 + b2 + n * ((a1 + ADLER_MOD - 1) % ADLER_MOD)) % ADLER_MOD;
    ((b << 16) | a) as u32
}

/// A seeded 128-bit hash of `bytes`: four lanes of multiply-rotate rounds
/// over 8-byte words, each output mixing all lanes and the length.
fn hash128(bytes: &[u8], seed: u64) -> [u64; 2] {
    const P1: u64 = 0x9e37_79b1_85eb_ca87;
    const P2: u64 = 0xc2b2_ae3d_27d4_eb4f;
    const P3: u64 = 0x1656_67b1_9e37_79f9;
    let round = |lane: u64, word: u64| {
        lane.wrapping_add(word.wrapping_mul(P2))
            .rotate_left(31)
            .wrapping_mul(P1)
    };
    let mut lanes = [
        seed ^ P1,
        seed.wrapping_add(P2),
        seed.rotate_left(21) ^ P3,
        !seed,
    ];
    let mut chunks = bytes.chunks_exact(32);
    for c in &mut chunks {
        for (j, lane) in lanes.iter_mut().enumerate() {
            let word = u64::from_le_bytes(c[8 * j..8 * j + 8].try_into().unwrap_or([0; 8]));
            *lane = round(*lane, word);
        }
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut tail = [0u8; 32];
        tail[..rest.len()].copy_from_slice(rest);
        for (j, lane) in lanes.iter_mut().enumerate() {
            let word = u64::from_le_bytes(tail[8 * j..8 * j + 8].try_into().unwrap_or([0; 8]));
            *lane = round(*lane, word);
        }
    }
    let len = bytes.len() as u64;
    let mut h1 = len ^ P3;
    let mut h2 = len.wrapping_mul(P1) ^ seed;
    for (j, &lane) in lanes.iter().enumerate() {
        h1 = mix64(h1 ^ lane);
        h2 = mix64(h2.wrapping_add(lanes[3 - j]).rotate_left(27));
    }
    [h1, h2]
}

/// A 64-bit finalizer: every input bit affects every output bit.
fn mix64(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// Filters one band (`Sub` first row, then `Paeth`) and compresses it into
/// a non-final fixed-Huffman block.
fn compress_band(raw: &[u8], width: usize) -> Band {
    let filtered = filter_band(raw, width);
    let adler = simd_adler32::adler32(&filtered.as_slice());
    let mut bits = BitWriter::default();
    // BFINAL 0, BTYPE 01 (fixed Huffman codes).
    bits.put(0b010, 3);
    deflate_fixed(&filtered, width + 1, &mut bits);
    let (words, count) = bits.finish();
    Band {
        words,
        bits: count,
        adler,
        filtered_len: filtered.len() as u64,
    }
}

/// Each row of `raw` with its filter byte in front: type 1 (`Sub`) for the
/// first row, type 4 (`Paeth`) for the others.
fn filter_band(raw: &[u8], width: usize) -> Vec<u8> {
    let rows = raw.len() / width.max(1);
    let mut out = vec![0u8; rows * (width + 1)];
    for (r, (row, dst)) in raw
        .chunks_exact(width)
        .zip(out.chunks_exact_mut(width + 1))
        .enumerate()
    {
        let (kind, dst) = dst.split_at_mut(1);
        if r == 0 {
            kind[0] = 1;
            dst[0] = row[0];
            for ((d, &x), &left) in dst[1..].iter_mut().zip(&row[1..]).zip(row) {
                *d = x.wrapping_sub(left);
            }
            continue;
        }
        kind[0] = 4;
        let up = &raw[(r - 1) * width..r * width];
        if row == up {
            // A row equal to the one above predicts itself: all zeros.
            continue;
        }
        // The first pixel has no left neighbours: its predictor is `up`.
        dst[0] = row[0].wrapping_sub(up[0]);
        for (((d, &x), &left), (&above, &up_left)) in dst[1..]
            .iter_mut()
            .zip(&row[1..])
            .zip(row)
            .zip(up[1..].iter().zip(up))
        {
            *d = x.wrapping_sub(paeth(left, above, up_left));
        }
    }
    out
}

/// The PNG Paeth predictor of a pixel from its left, upper and upper-left
/// neighbours (without branches, so that rows vectorize).
#[inline]
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let (a16, b16, c16) = (a as i16, b as i16, c as i16);
    let pa = (b16 - c16).abs();
    let pb = (a16 - c16).abs();
    let pc = (a16 + b16 - 2 * c16).abs();
    let b_or_c = if pb <= pc { b } else { c };
    if pa <= pb && pa <= pc { a } else { b_or_c }
}

/// How many bytes of `a` equal those of `b` from the start (compared eight
/// at a time).
#[inline]
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let n = a.len().min(b.len());
    let mut k = 0;
    while k + 8 <= n {
        let x = u64::from_le_bytes(a[k..k + 8].try_into().unwrap_or([0; 8]));
        let y = u64::from_le_bytes(b[k..k + 8].try_into().unwrap_or([0; 8]));
        let diff = x ^ y;
        if diff != 0 {
            return k + (diff.trailing_zeros() / 8) as usize;
        }
        k += 8;
    }
    while k < n && a[k] == b[k] {
        k += 1;
    }
    k
}

/// Deflate's longest match.
const MAX_MATCH: usize = 258;
/// Deflate's shortest match.
const MIN_MATCH: usize = 3;

/// The symbols of `data` (rows of `stride` bytes) in fixed Huffman codes,
/// then the end-of-block code: runs of one byte become a literal and a
/// match at distance 1, bytes that repeat the row above a match at
/// distance `stride`.
fn deflate_fixed(data: &[u8], stride: usize, bits: &mut BitWriter) {
    let codes = codes();
    let up = (stride <= 32768).then(|| distance_code(stride));
    let n = data.len();
    let mut i = 0;
    while i < n {
        let limit = (n - i).min(MAX_MATCH);
        // A run of the previous byte is a match at distance 1.
        let run = if i >= 1 {
            common_prefix(&data[i..i + limit], &data[i - 1..])
        } else {
            0
        };
        let repeat = match up {
            Some(_) if i >= stride && run < limit => {
                common_prefix(&data[i..i + limit], &data[i - stride..])
            }
            _ => 0,
        };
        if run >= MIN_MATCH && run >= repeat {
            let (lb, ln) = codes.length[run];
            // Distance 1 is distance code 0 (five zero bits, no extra bits).
            bits.put(lb as u64, ln as u32 + 5);
            i += run;
        } else if repeat >= MIN_MATCH {
            let (lb, ln) = codes.length[repeat];
            let (db, dn) = up.unwrap_or((0, 5));
            bits.put(lb as u64 | (db as u64) << ln, ln as u32 + dn as u32);
            i += repeat;
        } else {
            let (lb, ln) = codes.literal[data[i] as usize];
            bits.put(lb as u64, ln as u32);
            i += 1;
        }
    }
    let (eb, en) = codes.end;
    bits.put(eb as u64, en as u32);
}

/// Fixed Huffman codes, bit-reversed so they can be written least
/// significant bit first: `(bits, count)`.
struct Codes {
    literal: [(u32, u8); 256],
    /// For each match length 3..=258: the length code with its extra bits.
    length: [(u32, u8); MAX_MATCH + 1],
    end: (u32, u8),
}

/// The fixed literal/length code of symbol `sym` (RFC 1951 §3.2.6), reversed.
const fn fixed_code(sym: u32) -> (u32, u8) {
    let (code, len) = if sym < 144 {
        (0x30 + sym, 8)
    } else if sym < 256 {
        (0x190 + sym - 144, 9)
    } else if sym < 280 {
        (sym - 256, 7)
    } else {
        (0xc0 + sym - 280, 8)
    };
    (reverse(code, len), len as u8)
}

const fn reverse(code: u32, len: u32) -> u32 {
    code.reverse_bits() >> (32 - len)
}

const LENGTH_BASE: [u32; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u32; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u32; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];

const fn build_codes() -> Codes {
    let mut literal = [(0u32, 0u8); 256];
    let mut s = 0;
    while s < 256 {
        literal[s] = fixed_code(s as u32);
        s += 1;
    }
    let mut length = [(0u32, 0u8); MAX_MATCH + 1];
    let mut len = MIN_MATCH;
    while len <= MAX_MATCH {
        // Length 258 has its own code (285); the others the last base <= len.
        let mut i = 28;
        if len < 258 {
            i = 0;
            while i + 1 < 28 && LENGTH_BASE[i + 1] as usize <= len {
                i += 1;
            }
        }
        let (code, n) = fixed_code(257 + i as u32);
        let extra = len as u32 - LENGTH_BASE[i];
        length[len] = (code | extra << n, n + LENGTH_EXTRA[i] as u8);
        len += 1;
    }
    Codes {
        literal,
        length,
        end: fixed_code(256),
    }
}

fn codes() -> &'static Codes {
    static CODES: Codes = build_codes();
    &CODES
}

/// The fixed distance code of `dist` (1..=32768) with its extra bits.
fn distance_code(dist: usize) -> (u32, u8) {
    let d = dist as u32;
    let i = DIST_BASE.iter().rposition(|&b| b <= d).unwrap_or(0);
    let extra_bits = if i < 4 { 0 } else { (i as u32 / 2) - 1 };
    let code = reverse(i as u32, 5);
    (code | (d - DIST_BASE[i]) << 5, 5 + extra_bits as u8)
}

/// Bits written least significant first into 64-bit words.
#[derive(Default)]
struct BitWriter {
    words: Vec<u64>,
    acc: u64,
    /// Bits in `acc`, always below 64.
    n: u32,
}

impl BitWriter {
    /// Writes the low `count` bits of `value` (`count` < 64; higher bits 0).
    #[inline]
    fn put(&mut self, value: u64, count: u32) {
        debug_assert!(count < 64 && (count == 0 || value >> count == 0));
        self.acc |= value << self.n;
        let total = self.n + count;
        if total >= 64 {
            self.words.push(self.acc);
            let used = 64 - self.n;
            self.acc = if used >= 64 { 0 } else { value >> used };
            self.n = total - 64;
        } else {
            self.n = total;
        }
    }

    /// Appends `bits` bits held in `words` (least significant first).
    fn append(&mut self, words: &[u64], bits: u64) {
        let full = (bits / 64) as usize;
        for &w in &words[..full] {
            if self.n == 0 {
                self.words.push(w);
            } else {
                self.words.push(self.acc | w << self.n);
                self.acc = w >> (64 - self.n);
            }
        }
        let rest = (bits % 64) as u32;
        if rest > 0 {
            self.put(words[full], rest);
        }
    }

    /// The words and the number of bits written.
    fn finish(mut self) -> (Vec<u64>, u64) {
        let bits = self.words.len() as u64 * 64 + self.n as u64;
        if self.n > 0 {
            self.words.push(self.acc);
        }
        (self.words, bits)
    }

    /// Appends the bits to `out` as bytes, the last one padded with zeros.
    fn write_bytes(self, out: &mut Vec<u8>) {
        let (words, bits) = self.finish();
        let bytes = bits.div_ceil(8) as usize;
        out.reserve(bytes);
        for w in &words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out.truncate(out.len() - (words.len() * 8 - bytes));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator for test data.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn combined_adler32_equals_the_whole_buffers_for_random_splits() {
        let mut s = 0x1234_5678_9abc_def1u64;
        let data: Vec<u8> = (0..200_000).map(|_| xorshift(&mut s) as u8).collect();
        for _ in 0..200 {
            let len = (xorshift(&mut s) % data.len() as u64) as usize;
            let cut = (xorshift(&mut s) % (len as u64 + 1)) as usize;
            let whole = simd_adler32::adler32(&&data[..len]);
            let combined = adler32_combine(
                simd_adler32::adler32(&&data[..cut]),
                simd_adler32::adler32(&&data[cut..len]),
                (len - cut) as u64,
            );
            assert_eq!(combined, whole, "len {len}, cut {cut}");
        }
        // Several pieces in a row, as bands are combined.
        let mut adler = 1;
        let mut at = 0;
        while at < data.len() {
            let step = ((xorshift(&mut s) % 70_000) as usize).min(data.len() - at);
            let piece = &data[at..at + step];
            adler = adler32_combine(adler, simd_adler32::adler32(&piece), step as u64);
            at += step;
        }
        assert_eq!(adler, simd_adler32::adler32(&data.as_slice()));
    }

    #[test]
    fn filters_and_matches_agree_with_their_definitions() {
        let mut s = 77u64;
        for _ in 0..20 {
            let width = (xorshift(&mut s) % 40) as usize + 1;
            let rows = (xorshift(&mut s) % 6) as usize + 1;
            let mut raw: Vec<u8> = (0..width * rows)
                .map(|_| (xorshift(&mut s) % 4) as u8 * 60)
                .collect();
            if rows > 2 {
                // A row equal to the one above.
                raw.copy_within(0..width, width);
            }
            let out = filter_band(&raw, width);
            let at = |x: isize, y: isize| {
                if x < 0 || y < 0 {
                    0i16
                } else {
                    raw[y as usize * width + x as usize] as i16
                }
            };
            for y in 0..rows {
                let line = &out[y * (width + 1)..(y + 1) * (width + 1)];
                assert_eq!(line[0], if y == 0 { 1 } else { 4 });
                for x in 0..width {
                    let (xi, yi) = (x as isize, y as isize);
                    let (a, b, c) = (at(xi - 1, yi), at(xi, yi - 1), at(xi - 1, yi - 1));
                    let predicted = if y == 0 {
                        a
                    } else {
                        let p = a + b - c;
                        let (pa, pb, pc) = ((p - a).abs(), (p - b).abs(), (p - c).abs());
                        if pa <= pb && pa <= pc {
                            a
                        } else if pb <= pc {
                            b
                        } else {
                            c
                        }
                    };
                    let expected = (at(xi, yi) - predicted).rem_euclid(256) as u8;
                    assert_eq!(line[x + 1], expected, "{width}x{rows}, ({x}, {y})");
                }
            }
            let n = (xorshift(&mut s) % 30) as usize;
            let (a, b) = (
                &out[..n.min(out.len())],
                &out[out.len() - n.min(out.len())..],
            );
            let naive = a.iter().zip(b).take_while(|(x, y)| x == y).count();
            assert_eq!(common_prefix(a, b), naive);
        }
        let long: Vec<u8> = (0..100).map(|i| if i == 37 { 1 } else { 0 }).collect();
        assert_eq!(common_prefix(&long, &[0; 100]), 37);
        assert_eq!(common_prefix(&long[38..], &[0; 100]), 62);
    }

    #[test]
    fn fixed_codes_follow_the_rfc() {
        // RFC 1951 §3.2.6: literal 0 is 00110000, 144 is 110010000, 256 is
        // 0000000, 280 is 11000000 (written most significant bit first).
        let c = codes();
        assert_eq!(c.literal[0], (reverse(0b0011_0000, 8), 8));
        assert_eq!(c.literal[144], (reverse(0b1_1001_0000, 9), 9));
        assert_eq!(c.end, (0, 7));
        // Length 3 is symbol 257 (0000001), length 258 symbol 285 (11000101).
        assert_eq!(c.length[3], (reverse(0b000_0001, 7), 7));
        assert_eq!(c.length[258], (reverse(0b1100_0101, 8), 8));
        // Length 20 is symbol 269 (base 19, 2 extra bits holding 1).
        assert_eq!(c.length[20], (reverse(269 - 256, 7) | 1 << 7, 9));
        // Distance 513 is code 18 (8 extra bits), 24577 code 29 (13).
        assert_eq!(distance_code(513), (reverse(18, 5), 13));
        assert_eq!(distance_code(514), (reverse(18, 5) | 1 << 5, 13));
        assert_eq!(distance_code(32768), (reverse(29, 5) | 8191 << 5, 18));
        assert_eq!(distance_code(4), (reverse(3, 5), 5));
    }

    #[test]
    fn bits_pasted_at_any_offset_read_back_the_same() {
        let mut s = 99u64;
        let mut expected = Vec::new();
        let mut w = BitWriter::default();
        for k in 0..50 {
            let mut part = BitWriter::default();
            let n = (xorshift(&mut s) % 300) as usize + k;
            for _ in 0..n {
                let count = (xorshift(&mut s) % 20) as u32 + 1;
                let v = xorshift(&mut s) & ((1 << count) - 1);
                part.put(v, count);
                for b in 0..count {
                    expected.push((v >> b) & 1 == 1);
                }
            }
            let (words, bits) = part.finish();
            w.append(&words, bits);
        }
        let mut bytes = Vec::new();
        w.write_bytes(&mut bytes);
        assert_eq!(bytes.len(), expected.len().div_ceil(8));
        for (i, &bit) in expected.iter().enumerate() {
            assert_eq!((bytes[i / 8] >> (i % 8)) & 1 == 1, bit, "bit {i}");
        }
    }

    /// An image of `w` x `h` with flat areas, runs and noise.
    fn picture(w: u32, h: u32, seed: u64) -> Vec<u8> {
        let mut s = seed | 1;
        (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                if (x / 7 + y / 5) % 3 == 0 {
                    (xorshift(&mut s) % 6) as u8
                } else {
                    ((x / 16 + y / 16) % 4) as u8 * 40
                }
            })
            .collect()
    }

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        // Checks the CRCs and, unlike the default, the Adler-32 too.
        let mut options = png::DecodeOptions::default();
        options.set_ignore_adler32(false);
        let mut dec = png::Decoder::new_with_options(std::io::Cursor::new(png), options);
        dec.set_transformations(png::Transformations::IDENTITY);
        let mut reader = dec.read_info().expect("a valid PNG header");
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut buf).expect("valid image data");
        assert_eq!(info.color_type, png::ColorType::Indexed);
        assert_eq!(info.bit_depth, png::BitDepth::Eight);
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    fn plte() -> Vec<u8> {
        (0..=255u8).flat_map(|i| [i, i / 2, 255 - i]).collect()
    }

    #[test]
    fn pictures_decode_to_their_indices_from_a_cold_and_a_warm_cache() {
        let cache = BandCache::new();
        for (w, h, bands) in [
            (64u32, 40u32, vec![8, 16, 16]),
            (333, 333, vec![20, 39, 39, 39, 39, 39, 39, 39, 39, 1]),
            (1, 3, vec![1, 2]),
            (700, 9, vec![9]),
        ] {
            let pixels = picture(w, h, w as u64 * 31 + h as u64);
            let (cold, s1) = png(w, h, &pixels, &bands, &plte(), &cache);
            assert_eq!(s1.hits + s1.misses, bands.len());
            let (warm, s2) = png(w, h, &pixels, &bands, &plte(), &cache);
            assert_eq!(s2.misses, 0, "the second picture comes from the cache");
            assert_eq!(cold, warm);
            let (dw, dh, indices) = decode(&cold);
            assert_eq!((dw, dh), (w, h));
            assert!(indices == pixels, "{w}x{h}: decoded indices differ");
        }
    }

    #[test]
    fn a_wrong_checksum_is_caught_by_the_test_decoder() {
        let pixels = picture(40, 30, 5);
        let (mut bytes, _) = png(40, 30, &pixels, &[10, 20], &plte(), &BandCache::new());
        // The Adler-32 ends the IDAT data, before its CRC and the IEND chunk.
        let at = bytes.len() - 12 - 4 - 1;
        bytes[at] ^= 1;
        let crc_start = bytes.len() - 12 - 4;
        let idat = bytes.windows(4).position(|w| w == b"IDAT").unwrap_or(0);
        let crc = crc32fast::hash(&bytes[idat..crc_start]);
        bytes[crc_start..crc_start + 4].copy_from_slice(&crc.to_be_bytes());
        let decoded = std::panic::catch_unwind(|| decode(&bytes));
        assert!(decoded.is_err(), "a bad Adler-32 must not decode");
    }

    #[test]
    fn a_changed_band_is_the_only_one_compressed_again() {
        let cache = BandCache::new();
        let (w, h) = (96u32, 90u32);
        let bands = [10u32, 10, 10, 10, 10, 10, 10, 10, 10];
        let mut pixels = picture(w, h, 7);
        let (_, s) = png(w, h, &pixels, &bands, &plte(), &cache);
        assert_eq!(s, Stats { hits: 0, misses: 9 });
        // One pixel of the fourth band changes.
        pixels[(35 * w + 50) as usize] ^= 0x55;
        let (changed, s) = png(w, h, &pixels, &bands, &plte(), &cache);
        assert_eq!(s, Stats { hits: 8, misses: 1 });
        assert!(decode(&changed).2 == pixels);
        // Two identical bands in one picture: the second is a hit.
        let mut twins = picture(w, 20, 11);
        twins.extend_from_within(..(w * 10) as usize);
        let (twin_png, s) = png(w, 30, &twins, &[10, 10, 10], &plte(), &cache);
        assert_eq!(s, Stats { hits: 1, misses: 2 });
        assert!(decode(&twin_png).2 == twins);
    }

    #[test]
    fn a_move_compresses_only_the_strip_and_the_two_ranks_it_changed() {
        use crate::{Renderer, Scene};
        use engine::{Board, Color, Piece, Role, Square};
        let sq = |s: &str| s.parse::<Square>().unwrap_or(Square::from_coords(0, 0));
        let r = Renderer::cached(512).unwrap_or_else(|e| panic!("{e}"));
        let palette = crate::palette::Palette::get();
        let plte = palette.bytes(palette.colors().len());
        let rows = crate::encode::band_rows(512, 512);
        assert_eq!(rows.len(), 9, "the strip and eight ranks: {rows:?}");
        let mut board = Board::empty();
        for (s, role) in [("e1", Role::King), ("e2", Role::Pawn), ("d2", Role::Pawn)] {
            board.set(sq(s), Piece::new(Color::White, role));
        }
        board.set(sq("e8"), Piece::new(Color::Black, Role::King));
        let cache = BandCache::new();
        let before = r.draw(&Scene::new(board, Color::White));
        let (_, s) = png(512, 512, &before.pixels, &rows, &plte, &cache);
        assert_eq!(s.hits + s.misses, 9);
        board.remove(sq("e2"));
        board.set(sq("e4"), Piece::new(Color::White, Role::Pawn));
        let scene = Scene::new(board, Color::Black).last_move(sq("e2"), sq("e4"));
        let after = r.draw(&scene);
        let (bytes, s) = png(512, 512, &after.pixels, &rows, &plte, &cache);
        // The strip shows who is to move; ranks 2 and 4 hold the move.
        assert_eq!(s, Stats { hits: 6, misses: 3 });
        assert!(decode(&bytes).2 == after.pixels);
    }

    #[test]
    fn the_cache_keeps_at_most_its_bound_and_forgets_the_oldest() {
        let cache = BandCache::new();
        let w = 16u32;
        let mut first = None;
        for k in 0..(MAX_BANDS as u32 + 10) {
            let mut pixels = vec![0u8; (w * 2) as usize];
            pixels[..4].copy_from_slice(&k.to_le_bytes());
            let (bytes, _) = png(w, 2, &pixels, &[2], &plte(), &cache);
            first.get_or_insert((pixels, bytes));
        }
        assert_eq!(cache.len(), MAX_BANDS);
        let (pixels, bytes) = first.unwrap_or_default();
        let (again, s) = png(w, 2, &pixels, &[2], &plte(), &cache);
        assert_eq!(s.misses, 1, "the oldest band was evicted");
        assert_eq!(again, bytes);
    }
}
