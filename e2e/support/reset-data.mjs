// Removes the e2e server's data folder so each run starts from a freshly seeded database.
// Run by playwright.config.ts before `npm start` (the webServer starts before any globalSetup).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? '.e2e-data');
if (dir === path.resolve('.') || dir === path.parse(dir).root) {
  console.error(`refusing to remove ${dir}`);
  process.exit(1);
}
fs.rmSync(dir, { recursive: true, force: true });
