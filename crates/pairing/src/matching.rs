//! Maximum weight matching on a general graph (Edmonds' blossom algorithm
//! with dual variables), over a dense symmetric weight matrix, kept warm
//! between calls.
//!
//! Edges of weight zero are absent. The matching maximises the total weight;
//! it need not be of maximum cardinality (the Dutch weights make completeness
//! the most significant criterion instead). Weights are [`Wide`] integers and
//! must leave a few high bits free: duals reach a small multiple of the
//! largest weight.
//!
//! The matching, the dual variables and the blossoms survive between calls to
//! [`Matcher::solve`]. Changing an edge weight only marks a vertex as dirty
//! when the old state no longer fits the edge (its slack turns negative, it
//! is matched, or it lies inside a blossom). Before the next solve each dirty
//! vertex is taken out of its blossoms (their duals are pushed down to the
//! vertices, which keeps every slack non-negative), gets the smallest dual
//! that keeps its edges feasible and loses its partner unless that edge is
//! still tight. (When most vertices are dirty the state is rebuilt instead:
//! greedy duals and a greedy matching on the tight edges.) The primal-dual
//! stages then grow alternating trees from the unmatched vertices with a
//! positive dual (those whose dual has the parity of the first one, so that
//! slacks between S-vertices stay even), until none is left: those are
//! exactly the optimality conditions. A stage ends by augmenting to another
//! unmatched vertex, or by moving the unmatched end of a tree to a vertex
//! whose dual fell to zero. Usually only the few vertices around the changed
//! edges need a stage, instead of a cubic solve from scratch.

use crate::wide::Wide;

const NONE: usize = usize::MAX;

/// A directed view of an edge: `to` is the endpoint that matters, `from` the
/// other one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Arc {
    from: usize,
    to: usize,
}

impl Arc {
    const NO: Arc = Arc {
        from: NONE,
        to: NONE,
    };
    fn rev(self) -> Arc {
        Arc {
            from: self.to,
            to: self.from,
        }
    }
    fn is_none(self) -> bool {
        self.to == NONE
    }
}

/// A dense weighted graph on `n` vertices with a solver for its maximum
/// weight matching that reuses the previous solution.
pub struct Matcher<const L: usize> {
    n: usize,
    /// Doubled weights, `n * n`.
    w: Vec<Wide<L>>,
    /// Partner of each vertex, `NONE` when unmatched.
    mate: Vec<usize>,
    /// Vertex duals (`0..n`) and blossom duals (`n..2n`); the slack of edge
    /// a-b is `dual[a] + dual[b] - 2w(a, b)` plus twice the duals of the
    /// blossoms holding both.
    dual: Vec<Wide<L>>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<Arc>>,
    unused: Vec<usize>,
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    // Per stage.
    label: Vec<u8>,
    labelend: Vec<Arc>,
    bestedge: Vec<Arc>,
    bestedges: Vec<Option<Vec<Arc>>>,
    /// Edge a-b is known tight in this stage when `allow[a * n + b] == stage`.
    allow: Vec<u32>,
    stage: u32,
    /// Whether edge a-b exists (non-zero weight).
    adj: Vec<bool>,
    queue: Vec<usize>,
    /// Scratch for `add_blossom`, all `Arc::NO` between uses.
    bestto: Vec<Arc>,
}

impl<const L: usize> Matcher<L> {
    /// A graph on `n` vertices with no edges.
    pub fn new(n: usize) -> Self {
        Matcher {
            n,
            w: vec![Wide::ZERO; n * n],
            mate: vec![NONE; n],
            dual: vec![Wide::ZERO; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            endps: vec![Vec::new(); 2 * n],
            unused: (n..2 * n).rev().collect(),
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            label: vec![0; 2 * n],
            labelend: vec![Arc::NO; 2 * n],
            bestedge: vec![Arc::NO; 2 * n],
            bestedges: vec![None; 2 * n],
            allow: vec![0; n * n],
            stage: 0,
            adj: vec![false; n * n],
            queue: Vec::new(),
            bestto: vec![Arc::NO; 2 * n],
        }
    }

    /// Set the weight of edge `a`-`b` (zero removes it).
    pub fn set(&mut self, a: usize, b: usize, w: Wide<L>) {
        let n = self.n;
        let mut w2 = w;
        w2.add(&w);
        if self.w[a * n + b] == w2 {
            return;
        }
        self.w[a * n + b] = w2;
        self.w[b * n + a] = w2;
        self.adj[a * n + b] = !w2.is_zero();
        self.adj[b * n + a] = !w2.is_zero();
        if self.dirty[a] || self.dirty[b] {
            return;
        }
        let (ba, bb) = (self.inblossom[a], self.inblossom[b]);
        let breaks = (ba == bb && ba >= n)
            || self.mate[a] == b
            || (!w2.is_zero() && self.dual[a].plus(&self.dual[b]) < w2);
        if breaks {
            self.dirty[a] = true;
            self.dirty_list.push(a);
        }
    }

    /// Compute a maximum weight matching: `mate[v]` is v's partner, or `v`
    /// itself when v is unmatched. Vertices without edges stay unmatched.
    pub fn solve(&mut self) -> Vec<usize> {
        self.repair();
        self.run();
        (0..self.n)
            .map(|v| {
                if self.mate[v] == NONE {
                    v
                } else {
                    self.mate[v]
                }
            })
            .collect()
    }

    /// Restore the invariants (feasible duals, tight matched and blossom
    /// edges) after weight changes at the dirty vertices.
    fn repair(&mut self) {
        let n = self.n;
        let mut list = std::mem::take(&mut self.dirty_list);
        if 2 * list.len() >= n {
            // Most of the graph changed: start afresh.
            for &x in &list {
                self.dirty[x] = false;
            }
            list.clear();
            self.dirty_list = list;
            self.reset();
            return;
        }
        list.sort_unstable();
        for &x in &list {
            while self.inblossom[x] >= n {
                let b = self.inblossom[x];
                self.dissolve(b);
            }
        }
        for &x in &list {
            self.dual[x] = self.least_dual(x);
        }
        for &x in &list {
            let m = self.mate[x];
            if m != NONE
                && (self.w[x * n + m].is_zero() || !self.slack(Arc { from: x, to: m }).is_zero())
            {
                self.mate[x] = NONE;
                self.mate[m] = NONE;
            }
            self.dirty[x] = false;
        }
        list.clear();
        self.dirty_list = list;
    }

    /// Forget the matching and the blossoms, give each vertex in turn the
    /// least dual that keeps its edges feasible, then match greedily along
    /// the tight edges.
    fn reset(&mut self) {
        let n = self.n;
        self.mate.iter_mut().for_each(|m| *m = NONE);
        for v in 0..n {
            self.dual[v] = Wide::ZERO;
            self.dual[n + v] = Wide::ZERO;
            self.inblossom[v] = v;
            self.base[n + v] = NONE;
        }
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.childs.iter_mut().for_each(Vec::clear);
        self.endps.iter_mut().for_each(Vec::clear);
        self.unused = (n..2 * n).rev().collect();
        for x in 0..n {
            self.dual[x] = self.least_dual(x);
        }
        for x in 0..n {
            if self.mate[x] != NONE {
                continue;
            }
            for y in x + 1..n {
                if self.mate[y] == NONE
                    && self.adj[x * n + y]
                    && self.slack(Arc { from: x, to: y }).is_zero()
                {
                    self.mate[x] = y;
                    self.mate[y] = x;
                    break;
                }
            }
        }
    }

    /// The smallest dual of the single vertex `x` that keeps its edges'
    /// slacks non-negative.
    fn least_dual(&self, x: usize) -> Wide<L> {
        let n = self.n;
        let mut best = Wide::ZERO;
        for y in 0..n {
            let wxy = &self.w[x * n + y];
            if y != x && self.adj[x * n + y] && *wxy > self.dual[y] {
                let need = wxy.minus(&self.dual[y]);
                if need > best {
                    best = need;
                }
            }
        }
        best
    }

    /// Turn the top-level blossom `b` into its children, pushing its dual
    /// down to its vertices (slacks inside stay, slacks leaving grow).
    fn dissolve(&mut self, b: usize) {
        let z = self.dual[b];
        for v in self.leaves_of(b) {
            self.dual[v].add(&z);
        }
        if !z.is_zero() {
            let base = self.base[b];
            let m = self.mate[base];
            if m != NONE {
                self.mate[base] = NONE;
                self.mate[m] = NONE;
            }
        }
        let childs = std::mem::take(&mut self.childs[b]);
        for &c in &childs {
            self.parent[c] = NONE;
            if c < self.n {
                self.inblossom[c] = c;
            } else {
                for v in self.leaves_of(c) {
                    self.inblossom[v] = c;
                }
            }
        }
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.dual[b] = Wide::ZERO;
        self.bestedges[b] = None;
        self.unused.push(b);
    }

    fn weight(&self, a: usize, b: usize) -> &Wide<L> {
        &self.w[a * self.n + b]
    }

    /// Weights are stored doubled, so slack = y_u + y_v - 2w needs one subtraction.
    #[inline(always)]
    fn slack(&self, e: Arc) -> Wide<L> {
        Wide::sum_minus(
            &self.dual[e.from],
            &self.dual[e.to],
            self.weight(e.from, e.to),
        )
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::with_capacity(if b < self.n { 1 } else { 16 });
        self.leaves(b, &mut v);
        v
    }

    fn set_allow(&mut self, e: Arc) {
        self.allow[e.from * self.n + e.to] = self.stage;
        self.allow[e.to * self.n + e.from] = self.stage;
    }

    fn assign_label(&mut self, w: usize, t: u8, p: Arc) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = Arc::NO;
        self.bestedge[b] = Arc::NO;
        if t == 1 {
            let mut q = std::mem::take(&mut self.queue);
            self.leaves(b, &mut q);
            self.queue = q;
        } else if t == 2 {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(m, 1, Arc { from: m, to: base });
        }
    }

    fn scan_blossom(&mut self, v0: usize, w0: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let (mut v, mut w) = (v0, w0);
        while v != NONE || w != NONE {
            let b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b].is_none() {
                v = NONE;
            } else {
                v = self.labelend[b].to;
                let bt = self.inblossom[v];
                v = self.labelend[bt].to;
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unused.pop().expect("blossom slots");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            let x = self.labelend[bv].to;
            bv = self.inblossom[x];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(Arc { from: w, to: v });
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw].rev());
            let x = self.labelend[bw].to;
            bw = self.inblossom[x];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dual[b] = Wide::ZERO;
        for x in self.leaves_of_path(&path) {
            if self.label[self.inblossom[x]] == 2 {
                self.queue.push(x);
            }
            self.inblossom[x] = b;
        }
        // The least-slack edge from the new blossom to each other S-blossom.
        let mut bestto = std::mem::take(&mut self.bestto);
        let mut touched = Vec::new();
        let mut leaves = Vec::new();
        for &c in &path {
            match self.bestedges[c].take() {
                Some(l) => {
                    for e in l {
                        self.consider_best(b, e, &mut bestto, &mut touched);
                    }
                }
                None => {
                    leaves.clear();
                    self.leaves(c, &mut leaves);
                    for &x in &leaves {
                        for y in 0..self.n {
                            if y != x && self.adj[x * self.n + y] {
                                self.consider_best(
                                    b,
                                    Arc { from: x, to: y },
                                    &mut bestto,
                                    &mut touched,
                                );
                            }
                        }
                    }
                }
            }
            self.bestedge[c] = Arc::NO;
        }
        touched.sort_unstable();
        let list: Vec<Arc> = touched.iter().map(|&bj| bestto[bj]).collect();
        for &bj in &touched {
            bestto[bj] = Arc::NO;
        }
        self.bestto = bestto;
        let mut best = Arc::NO;
        for &e in &list {
            if best.is_none() || self.slack(e) < self.slack(best) {
                best = e;
            }
        }
        self.bestedges[b] = Some(list);
        self.bestedge[b] = best;
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    fn consider_best(&self, b: usize, mut e: Arc, bestto: &mut [Arc], touched: &mut Vec<usize>) {
        if self.inblossom[e.to] == b {
            e = e.rev();
        }
        let bj = self.inblossom[e.to];
        if bj != b && self.label[bj] == 1 {
            if bestto[bj].is_none() {
                touched.push(bj);
                bestto[bj] = e;
            } else if self.slack(e) < self.slack(bestto[bj]) {
                bestto[bj] = e;
            }
        }
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        let mut v = Vec::new();
        for &c in path {
            self.leaves(c, &mut v);
        }
        v
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let entry = self.inblossom[self.labelend[b].from];
            let mut j = childs.iter().position(|&c| c == entry).unwrap() as isize;
            let (jstep, trick) = if j & 1 == 1 {
                j -= len;
                (1isize, 0isize)
            } else {
                (-1isize, 1isize)
            };
            let endp = |s: &Self, j: isize| -> Arc {
                let e = s.endps[b][at(j - trick)];
                if trick == 1 { e.rev() } else { e }
            };
            let mut p = self.labelend[b];
            while j != 0 {
                // p^1 endpoint = p.from
                self.label[p.from] = 0;
                let q = endp(self, j).rev();
                // endpoint[endps[j-trick]^trick^1] = q.to
                self.label[q.to] = 0;
                self.assign_label(p.from, 2, p);
                self.set_allow(q);
                j += jstep;
                p = endp(self, j);
                self.set_allow(p);
                j += jstep;
            }
            let bv = childs[at(j)];
            self.label[p.from] = 2;
            self.label[bv] = 2;
            self.labelend[p.from] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = Arc::NO;
            j += jstep;
            while childs[at(j)] != entry {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let found = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0);
                if let Some(v) = found {
                    self.label[v] = 0;
                    let m = self.mate[self.base[bv]];
                    self.label[m] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = Arc::NO;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.bestedges[b] = None;
        self.bestedge[b] = Arc::NO;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let i = self.childs[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (jstep, trick) = if i & 1 == 1 {
            j -= len;
            (1isize, 0isize)
        } else {
            (-1isize, 1isize)
        };
        while j != 0 {
            j += jstep;
            let t1 = self.childs[b][at(j)];
            let e = self.endps[b][at(j - trick)];
            let p = if trick == 1 { e.rev() } else { e };
            if t1 >= self.n {
                self.augment_blossom(t1, p.to);
            }
            j += jstep;
            let t2 = self.childs[b][at(j)];
            if t2 >= self.n {
                self.augment_blossom(t2, p.from);
            }
            self.mate[p.to] = p.from;
            self.mate[p.from] = p.to;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
        debug_assert_eq!(self.base[b], v);
    }

    /// Make s the base of its blossoms and give it `partner` (`NONE`: leave
    /// it unmatched), then flip the tree path from s up to the root.
    fn augment_side(&mut self, s0: usize, p0: usize) {
        let (mut s, mut partner) = (s0, p0);
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = partner;
            if self.labelend[bs].is_none() {
                break;
            }
            let t = self.labelend[bs].to;
            let bt = self.inblossom[t];
            let le = self.labelend[bt];
            s = le.to;
            let j = le.from;
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = s;
            partner = j;
        }
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        self.augment_side(v, w);
        self.augment_side(w, v);
    }

    /// The next root: an unmatched vertex with a positive dual.
    fn next_root(&self) -> Option<usize> {
        (0..self.n).find(|&v| self.mate[v] == NONE && !self.dual[v].is_zero())
    }

    /// Whether two duals have the same parity.
    fn same_parity(a: &Wide<L>, b: &Wide<L>) -> bool {
        (a.0[0] ^ b.0[0]) & 1 == 0
    }

    fn run(&mut self) {
        let n = self.n;
        while let Some(root) = self.next_root() {
            self.label.iter_mut().for_each(|x| *x = 0);
            self.labelend.iter_mut().for_each(|x| *x = Arc::NO);
            self.bestedge.iter_mut().for_each(|x| *x = Arc::NO);
            for b in n..2 * n {
                self.bestedges[b] = None;
            }
            if self.stage == u32::MAX {
                self.allow.iter_mut().for_each(|x| *x = 0);
                self.stage = 0;
            }
            self.stage += 1;
            self.queue.clear();
            // Grow trees from every root whose dual has the parity of the
            // first one: their vertices then all share that parity, so
            // slacks between S-vertices are even.
            let parity = self.dual[root];
            for v in root..n {
                if self.mate[v] == NONE
                    && !self.dual[v].is_zero()
                    && Self::same_parity(&self.dual[v], &parity)
                    && self.label[self.inblossom[v]] == 0
                {
                    self.assign_label(v, 1, Arc::NO);
                }
            }
            loop {
                let mut augmented = false;
                while !augmented {
                    let Some(v) = self.queue.pop() else { break };
                    for w in 0..n {
                        if w == v || !self.adj[v * n + w] {
                            continue;
                        }
                        let bv = self.inblossom[v];
                        let bw = self.inblossom[w];
                        if bv == bw {
                            continue;
                        }
                        let e = Arc { from: v, to: w };
                        let mut kslack = Wide::ZERO;
                        if self.allow[v * n + w] != self.stage {
                            kslack = self.slack(e);
                            if kslack.is_zero() {
                                self.set_allow(e);
                            }
                        }
                        if self.allow[v * n + w] == self.stage {
                            if self.label[bw] == 0 {
                                if self.mate[self.base[bw]] == NONE {
                                    self.augment_matching(v, w);
                                    augmented = true;
                                    break;
                                }
                                self.assign_label(w, 2, e.rev());
                            } else if self.label[bw] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, v, w);
                                } else {
                                    self.augment_matching(v, w);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = e.rev();
                            }
                        } else if self.label[bw] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b].is_none() || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = e;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w].is_none() || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = e;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Compute delta (S-S slacks are even, see above).
                let mut dtype = 1;
                let mut delta = Wide::ZERO;
                let mut dvertex = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 1
                        && (dvertex == NONE
                            || self.dual[v] < delta
                            || (self.dual[v] == delta
                                && self.mate[v] == NONE
                                && self.mate[dvertex] != NONE))
                    {
                        delta = self.dual[v];
                        dvertex = v;
                    }
                }
                let mut dedge = Arc::NO;
                let mut dblossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && !self.bestedge[v].is_none() {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            dtype = 2;
                            dedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE
                        && (b < n || self.base[b] != NONE)
                        && self.label[b] == 1
                        && !self.bestedge[b].is_none()
                    {
                        let mut d = self.slack(self.bestedge[b]);
                        d.shr1();
                        if d < delta {
                            delta = d;
                            dtype = 3;
                            dedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && self.dual[b] < delta
                    {
                        delta = self.dual[b];
                        dtype = 4;
                        dblossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dual[v].sub(&delta),
                        2 => self.dual[v].add(&delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b].add(&delta),
                            2 => self.dual[b].sub(&delta),
                            _ => {}
                        }
                    }
                }
                match dtype {
                    1 => {
                        // dvertex's dual is zero: it may stay unmatched, so
                        // move the tree's unmatched end to it.
                        self.augment_side(dvertex, NONE);
                        break;
                    }
                    2 => {
                        self.set_allow(dedge);
                        let (mut i, j) = (dedge.from, dedge.to);
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.set_allow(dedge);
                        self.queue.push(dedge.from);
                    }
                    _ => self.expand_blossom(dblossom, false),
                }
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Matcher;
    use crate::wide::Wide;

    fn brute(n: usize, w: &[u64]) -> u64 {
        fn rec(n: usize, w: &[u64], used: &mut Vec<bool>) -> u64 {
            let Some(i) = (0..n).find(|&i| !used[i]) else {
                return 0;
            };
            used[i] = true;
            let mut best = rec(n, w, used);
            for j in i + 1..n {
                if !used[j] && w[i * n + j] > 0 {
                    used[j] = true;
                    best = best.max(w[i * n + j] + rec(n, w, used));
                    used[j] = false;
                }
            }
            used[i] = false;
            best
        }
        rec(n, w, &mut vec![false; n])
    }

    #[test]
    fn matches_brute_force_on_small_random_graphs() {
        let mut seed = 12345u64;
        let mut rnd = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..400 {
            let n = 2 + (round % 9);
            let mut w = vec![0u64; n * n];
            let mut m = Matcher::<1>::new(n);
            for i in 0..n {
                for j in i + 1..n {
                    let x = if rnd() % 3 == 0 { 0 } else { rnd() % 20 };
                    w[i * n + j] = x;
                    w[j * n + i] = x;
                    m.set(i, j, Wide::from_u64(x));
                }
            }
            let mate = m.solve();
            let mut total = 0;
            for v in 0..n {
                assert_eq!(mate[mate[v]], v);
                if mate[v] > v {
                    assert!(w[v * n + mate[v]] > 0);
                    total += w[v * n + mate[v]];
                }
            }
            assert_eq!(total, brute(n, &w), "graph {round}");
        }
    }

    #[test]
    fn warm_solves_match_brute_force_after_weight_changes() {
        let mut seed = 987654321u64;
        let mut rnd = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for graph in 0..600 {
            let n = 3 + (graph % 10);
            let mut w = vec![0u64; n * n];
            let mut m = Matcher::<1>::new(n);
            for step in 0..30 {
                // Change a few edges (or all, now and then), as the Dutch
                // brackets do: raise, lower, remove, or fix a pair.
                let changes = if step % 7 == 0 {
                    n * n
                } else {
                    1 + (rnd() % 4) as usize
                };
                for _ in 0..changes {
                    let i = (rnd() % n as u64) as usize;
                    let j = (rnd() % n as u64) as usize;
                    if i == j {
                        continue;
                    }
                    let x = match rnd() % 8 {
                        0 => 0,
                        1 => 40,
                        2 | 3 => 2 * (rnd() % 4),
                        _ => 1 + rnd() % 25,
                    };
                    if x == 40 {
                        for u in 0..n {
                            for (a, b) in [(i, u), (j, u)] {
                                if a != b {
                                    w[a * n + b] = 0;
                                    w[b * n + a] = 0;
                                    m.set(a, b, Wide::ZERO);
                                }
                            }
                        }
                    }
                    w[i * n + j] = x;
                    w[j * n + i] = x;
                    m.set(i, j, Wide::from_u64(x));
                }
                let mate = m.solve();
                let mut total = 0;
                for v in 0..n {
                    assert_eq!(mate[mate[v]], v);
                    if mate[v] > v {
                        assert!(w[v * n + mate[v]] > 0);
                        total += w[v * n + mate[v]];
                    }
                }
                assert_eq!(total, brute(n, &w), "graph {graph} step {step}");
            }
        }
    }

    #[test]
    fn warm_solves_match_fresh_solves_on_larger_graphs() {
        let mut seed = 555u64;
        let mut rnd = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for graph in 0..300 {
            let n = 10 + (graph % 31);
            let levels = 1 + rnd() % 20;
            let mut w = vec![0u64; n * n];
            let mut m = Matcher::<1>::new(n);
            for step in 0..40 {
                let changes = if step % 10 == 0 {
                    n * n
                } else {
                    1 + (rnd() % 6) as usize
                };
                for _ in 0..changes {
                    let i = (rnd() % n as u64) as usize;
                    let j = (rnd() % n as u64) as usize;
                    if i == j {
                        continue;
                    }
                    let x = match rnd() % 10 {
                        0 => 0,
                        1 => 1000,
                        _ => 1 + rnd() % levels,
                    };
                    if x == 1000 {
                        for u in 0..n {
                            for (a, b) in [(i, u), (j, u)] {
                                if a != b {
                                    w[a * n + b] = 0;
                                    w[b * n + a] = 0;
                                    m.set(a, b, Wide::ZERO);
                                }
                            }
                        }
                    }
                    w[i * n + j] = x;
                    w[j * n + i] = x;
                    m.set(i, j, Wide::from_u64(x));
                }
                let total = |mate: &[usize]| -> u64 {
                    let mut t = 0;
                    for v in 0..n {
                        assert_eq!(mate[mate[v]], v);
                        if mate[v] > v {
                            assert!(w[v * n + mate[v]] > 0);
                            t += w[v * n + mate[v]];
                        }
                    }
                    t
                };
                let warm = m.solve();
                let mut f = Matcher::<1>::new(n);
                for a in 0..n {
                    for b in 0..a {
                        f.set(a, b, Wide::from_u64(w[a * n + b]));
                    }
                }
                let fresh = f.solve();
                assert_eq!(total(&warm), total(&fresh), "graph {graph} step {step}");
            }
        }
    }
}
