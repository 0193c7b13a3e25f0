// The limit the mixed-load bench compares with: a bare Fastify route answering a small JSON, in its own process.
// Usage (the bench starts it): node --import tsx bench/load-mixed/bare-fastify.ts <port>
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/bare', async () => ({ success: true, data: { status: 'ok', at: Date.now() } }));
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
