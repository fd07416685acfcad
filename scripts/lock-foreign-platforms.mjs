// The npm registry this project installs from serves only Linux builds of packages with native
// binaries (@rspack/binding-*, @swc/core-*, ...), so `npm install` leaves the other platforms'
// optional packages out of package-lock.json and `npm ci` then refuses the lockfile as out of
// sync. This adds each missing optional package back, marked with the os/cpu it is for, so
// `npm ci` skips it on this machine exactly as it would with a complete lockfile.
// Run after every `npm install` that changes the lockfile: `node scripts/lock-foreign-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];
const OSES = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p)) ?? (parts.includes('arm') ? 'arm' : undefined);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [where, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${where ? `${where}/` : ''}node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    const stub = { version, optional: true };
    if (cpu === 'wasm32') stub.cpu = ['wasm32'];
    else {
      if (os) stub.os = [os === 'wasi' ? 'wasi' : os];
      if (cpu) stub.cpu = [cpu];
      if (libc) stub.libc = [libc];
    }
    lock.packages[`node_modules/${dep}`] = stub;
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-foreign-platforms: ${added} optional platform package(s) recorded`);
