// The ceiling for `npm run bench`: a bare node:http server answering every request with the bytes and
// content type in the JSON file named on the command line (written by throughput.ts).
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const { contentType, body } = JSON.parse(fs.readFileSync(file!, 'utf8')) as { contentType: string; body: string };
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(Number(port ?? 0), '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
