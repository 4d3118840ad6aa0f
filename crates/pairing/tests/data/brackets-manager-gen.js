// Makes brackets-manager.txt beside this file: plays brackets-manager 1.11.1
// (default settings) with random outcomes and prints every match as
// `cruise-pawns bracket` does. Run in a folder with
// `npm install brackets-manager@1.11.1 brackets-memory-db`:
// node brackets-manager-gen.js > brackets-manager.txt
//
// One deliberate difference: brackets-manager fills GF2 with both players
// whoever wins GF1, and ranks by GF1 when its upper player (the winners'
// bracket winner) won it (`getGrandFinalDecisiveMatch`). The contract of
// `cruise-pawns bracket` does not play that GF2 and prints it `- -`, so
// this script neither plays nor shows it.
const { BracketsManager } = require('brackets-manager');
const { InMemoryDatabase } = require('brackets-memory-db');

function mulberry32(a) {
  return function () {
    a |= 0; a = a + 0x6D2B79F5 | 0;
    let t = Math.imul(a ^ a >>> 15, 1 | a);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// Whether `m` is a grand final's second game whose first game the upper
// player won: the reset that is not played.
function noReset(data, m) {
  const group = data.group.find(g => g.id === m.group_id);
  const round = data.round.find(r => r.id === m.round_id);
  if (data.stage[0].type !== 'double_elimination' || group.number !== 3 || round.number !== 2) return false;
  const firstRound = data.round.find(r => r.group_id === group.id && r.number === 1);
  const first = data.match.find(x => x.round_id === firstRound.id);
  return !!(first.opponent1 && first.opponent1.result === 'win');
}

async function play(n, type, gf, third, stopAt, rnd) {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  let size = 2; while (size < n) size *= 2;
  const settings = { size };
  if (type === 'double_elimination') settings.grandFinal = gf;
  if (type === 'single_elimination' && third) settings.consolationFinal = true;
  const seeding = Array.from({ length: n }, (_, i) => 'S' + (i + 1));
  const stage = await manager.create.stage({ name: 'x', tournamentId: 0, type, seeding, settings });
  let played = 0;
  for (;;) {
    if (stopAt !== null && played >= stopAt) break;
    const data = await manager.get.stageData(stage.id);
    const ready = data.match.filter(m => m.status === 2 && !noReset(data, m));
    if (ready.length === 0) break;
    const m = ready[Math.floor(rnd() * ready.length)];
    const side = rnd() < 0.5 ? 'opponent1' : 'opponent2';
    await manager.update.match({ id: m.id, [side]: { result: 'win' } });
    played++;
  }
  const data = await manager.get.stageData(stage.id);
  const name = id => data.participant.find(p => p.id === id).name;
  const slot = o => o === null ? 'bye' : (o.id === null ? '-' : name(o.id));
  const lines = [];
  const groups = [...data.group].sort((a, b) => a.number - b.number);
  for (const g of groups) {
    const rounds = data.round.filter(r => r.group_id === g.id).sort((a, b) => a.number - b.number);
    for (const r of rounds) {
      const ms = data.match.filter(m => m.round_id === r.id).sort((a, b) => a.number - b.number);
      for (const m of ms) {
        let id;
        if (g.number === 1) id = `W${r.number}-${m.number}`;
        else if (type === 'single_elimination') id = '3P';
        else if (g.number === 2) id = `L${r.number}-${m.number}`;
        else id = `GF${r.number}`;
        let line = `${id} ${slot(m.opponent1)} ${slot(m.opponent2)}`;
        if (noReset(data, m)) {
          lines.push(`${id} - -`);
          continue;
        }
        const o1 = m.opponent1, o2 = m.opponent2;
        if (o1 && o2 && o1.id !== null && o2.id !== null) {
          if (o1.result === 'win') line += ' ' + name(o1.id);
          else if (o2.result === 'win') line += ' ' + name(o2.id);
        }
        lines.push(line);
      }
    }
  }
  let ranks = null;
  const ready = data.match.filter(m => m.status === 2 && !noReset(data, m));
  if (ready.length === 0) {
    try {
      const st = await manager.get.finalStandings(stage.id);
      const byRank = new Map();
      for (const s of st) { if (!byRank.has(s.rank)) byRank.set(s.rank, []); byRank.get(s.rank).push(s.name); }
      ranks = [...byRank.keys()].sort((a, b) => a - b).map(r => byRank.get(r).map(x => +x.slice(1)).sort((a, b) => a - b).map(x => 'S' + x).join(' '));
    } catch (e) { ranks = null; }
  }
  return { lines, ranks, played };
}

(async () => {
  const rnd = mulberry32(20261127);
  const out = [];
  out.push('# Made by brackets-manager 1.11.1 (npm) with brackets-memory-db, default settings, random outcomes (some brackets stopped early): brackets-manager-gen.js beside this file. One case per bracket: its options, every match as `cruise-pawns bracket` prints it (GF2 unplayed and `- -` when the upper player won GF1, see the script), the final standings (ranks best first) when finished.');
  for (const type of ['single_elimination', 'double_elimination']) {
    for (let n = 2; n <= 128; n++) {
      const gf = ['none', 'simple', 'double'][Math.floor(rnd() * 3)];
      const third = n >= 3 && rnd() < 0.5;
      const stopAt = rnd() < 0.25 ? Math.floor(rnd() * 2 * n) : null;
      const { lines, ranks } = await play(n, type, gf, third, stopAt, rnd);
      const format = type === 'single_elimination' ? 'single' : 'double';
      const opts = format === 'single' ? (third ? ' --third-place' : '') : ` --grand-final ${gf}`;
      out.push(`case --format ${format} --players ${n}${opts}`);
      out.push(...lines);
      if (ranks) out.push('ranks ' + ranks.join(' | '));
      out.push('end');
    }
  }
  process.stdout.write(out.join('\n') + '\n');
})().catch(e => { console.error(e); process.exit(1); });
