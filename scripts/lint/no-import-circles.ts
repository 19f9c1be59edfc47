import path from 'node:path';
import { importCircles, importGraph } from './import-circles';

/** `npm run lint`: fails when files of app/, server/, domain/ or scripts/ import each other in a circle. */
const root = path.resolve(import.meta.dirname, '../..');
const circles = importCircles(importGraph(root, ['app', 'server', 'domain', 'scripts']));
for (const circle of circles) console.error(`Import circle: ${circle.map((file) => path.relative(root, file)).join(' → ')}`);
if (circles.length > 0) process.exit(1);
