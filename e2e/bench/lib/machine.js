// The machine a benchmark ran on, as the report states it.

const os = require('node:os');
const { execFileSync } = require('node:child_process');
const { CHROMIUM_PATH } = require('./chromium');

const chromiumVersion = () => {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim().split('\n')[0];
  } catch {
    return 'unknown';
  }
};

const describeMachine = () => ({
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
  memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  chromium: chromiumVersion(),
  platform: `${os.type()} ${os.release()}`,
});

module.exports = { describeMachine };
