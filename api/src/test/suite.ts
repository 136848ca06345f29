// The API suite in one process (`npm test -w api`): every `*.test.ts` of this folder, in name order.
// One Node process loads tsx, the app and PGlite's WebAssembly once instead of once per file, which
// halves the suite (≈ 2.5 s of start-up per file; 244 s → 132 s on PGlite here). Each file still
// opens and closes its own database and app (helpers.ts `setupTestApp`); a single file runs alone
// with `npx tsx --test src/test/<name>.test.ts`.
import fs from 'node:fs';

for (const file of fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('.test.ts')).sort()) await import(`./${file}`);
