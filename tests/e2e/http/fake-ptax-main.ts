import { startFakePtaxService } from '../../server/fake-ptax-service';

// The stand-in for the Banco Central's PTAX service that the http-mode browser tests point the server at
// (BCB_PTAX_URL): it answers with the mock's seeded rates, so a test knows the rate the server will give.
const service = await startFakePtaxService(Number(process.env.FAKE_PTAX_PORT ?? 0));
console.log(`fake PTAX service on ${service.baseUrl}`);
const stop = () => void service.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
