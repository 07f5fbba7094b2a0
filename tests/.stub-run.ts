import { startFormSubmitStub } from '#tests/fixtures/formsubmit-stub.ts';
const stub = await startFormSubmitStub();
const mode = process.argv[2];
if (mode) stub.setMode(mode as 'ok');
console.log(stub.url);
setInterval(() => {
  if (stub.received.length) {
    console.log(JSON.stringify(stub.received.splice(0)));
  }
}, 200);
