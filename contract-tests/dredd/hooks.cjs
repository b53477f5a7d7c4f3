// Dredd hooks: authenticate with the prepared API key, and compare media types without
// parameters (Koa answers `application/json; charset=utf-8`; dredd matches exactly).
const hooks = require('hooks');

hooks.beforeEach((transaction, done) => {
  transaction.request.headers.Authorization = `Bearer ${process.env.DREDD_API_KEY}`;
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  const real = transaction.real.headers;
  for (const name of Object.keys(real)) {
    if (name.toLowerCase() === 'content-type') real[name] = String(real[name]).replace(/;\s*charset=[\w-]+/i, '');
  }
  done();
});

// DREDD_DEBUG=1 prints what the server answered to failing transactions.
hooks.afterEach((transaction, done) => {
  if (process.env.DREDD_DEBUG && transaction.test && transaction.test.status === 'fail') {
    console.log('DEBUG', transaction.request.method, transaction.request.uri, JSON.stringify(transaction.request.headers), transaction.request.body, '->', transaction.real.statusCode, transaction.real.body);
  }
  done();
});
