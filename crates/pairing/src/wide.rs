//! A fixed-width unsigned integer of `L` 64-bit limbs with wrapping arithmetic.
//!
//! The Dutch edge weights pack every pairing criterion into one number, most
//! important criterion in the highest bits; with many players and score groups
//! they need several hundred bits. Arithmetic wraps modulo 2^(64·L), which the
//! weight construction relies on for temporary negative addends.

use std::cmp::Ordering;

/// An unsigned integer of `L` little-endian 64-bit limbs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wide<const L: usize>(pub [u64; L]);

impl<const L: usize> Wide<L> {
    /// Zero.
    pub const ZERO: Self = Wide([0; L]);

    /// The value `v`.
    pub fn from_u64(v: u64) -> Self {
        let mut r = Self::ZERO;
        r.0[0] = v;
        r
    }

    /// All bits below `bits` set: 2^bits - 1.
    pub fn ones(bits: u32) -> Self {
        let mut r = Self::ZERO;
        for i in 0..bits as usize {
            r.0[i / 64] |= 1 << (i % 64);
        }
        r
    }

    /// Whether the value is zero.
    #[inline]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }

    /// Shift left by `s` bits (bits shifted out are lost).
    pub fn shl(&mut self, s: u32) {
        if s == 0 {
            return;
        }
        if s < 64 {
            let mut carry = 0u64;
            for x in self.0.iter_mut() {
                let v = *x;
                *x = (v << s) | carry;
                carry = v >> (64 - s);
            }
            return;
        }
        let words = (s / 64) as usize;
        let bits = s % 64;
        let mut r = [0u64; L];
        for i in (words..L).rev() {
            let src = i - words;
            let mut v = self.0[src] << bits;
            if bits > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - bits);
            }
            r[i] = v;
        }
        self.0 = r;
    }

    /// Shift right by one bit.
    pub fn shr1(&mut self) {
        for i in 0..L {
            let hi = if i + 1 < L { self.0[i + 1] << 63 } else { 0 };
            self.0[i] = (self.0[i] >> 1) | hi;
        }
    }

    /// Bitwise or of a small value into the lowest limb.
    pub fn or_u64(&mut self, v: u64) {
        self.0[0] |= v;
    }

    /// Set bit `b`.
    pub fn set_bit(&mut self, b: u32) {
        self.0[(b / 64) as usize] |= 1 << (b % 64);
    }

    /// Wrapping addition.
    #[inline]
    pub fn add(&mut self, o: &Self) {
        let mut carry = 0u64;
        for i in 0..L {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(carry);
            self.0[i] = s2;
            carry = (c1 | c2) as u64;
        }
    }

    /// Wrapping subtraction.
    #[inline]
    pub fn sub(&mut self, o: &Self) {
        let mut borrow = 0u64;
        for i in 0..L {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(borrow);
            self.0[i] = s2;
            borrow = (b1 | b2) as u64;
        }
    }

    /// `a + b - c` in one pass (wrapping).
    #[inline(always)]
    pub fn sum_minus(a: &Self, b: &Self, c: &Self) -> Self {
        let mut r = [0u64; L];
        let (mut carry, mut borrow) = (0u64, 0u64);
        for (i, out) in r.iter_mut().enumerate() {
            let (s1, c1) = a.0[i].overflowing_add(b.0[i]);
            let (s2, c2) = s1.overflowing_add(carry);
            carry = (c1 | c2) as u64;
            let (d1, b1) = s2.overflowing_sub(c.0[i]);
            let (d2, b2) = d1.overflowing_sub(borrow);
            borrow = (b1 | b2) as u64;
            *out = d2;
        }
        Wide(r)
    }

    /// Wrapping addition of a small value.
    pub fn add_u64(&mut self, v: u64) {
        self.add(&Self::from_u64(v));
    }

    /// Wrapping subtraction of a small value.
    pub fn sub_u64(&mut self, v: u64) {
        self.sub(&Self::from_u64(v));
    }

    /// `self + o`.
    pub fn plus(mut self, o: &Self) -> Self {
        self.add(o);
        self
    }

    /// `self - o`.
    pub fn minus(mut self, o: &Self) -> Self {
        self.sub(o);
        self
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const L: usize> Ord for Wide<L> {
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..L).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        Ordering::Equal
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;

    #[test]
    fn shifts_and_wrapping() {
        let mut a = Wide::<2>::from_u64(3);
        a.shl(63);
        assert_eq!(a.0, [1 << 63, 1]);
        a.shr1();
        assert_eq!(a.0, [(1 << 63) | (1 << 62), 0]);
        let mut z = Wide::<2>::ZERO;
        z.sub_u64(1);
        assert_eq!(z, Wide::ones(128));
        z.add_u64(1);
        assert!(z.is_zero());
        assert!(Wide::<2>::ones(70) > Wide::from_u64(u64::MAX));
    }
}
