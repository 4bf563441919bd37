/**
 * Stops the Firestore emulator of this run and starts it again, as an outage: SIGSTOP freezes its
 * process, so the browser's reads and the functions' writes wait for an answer that does not come
 * (the hard case: no quick "connection refused"), and SIGCONT lets it answer them with its data
 * intact. Only the emulator this suite's own `firebase emulators:exec` started is ever signalled: the
 * process listening on the Firestore port must share an ancestor with this test process.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { FIRESTORE_HOST } from './emulator-site';

export interface FirestoreSwitch {
  stop(): void;
  start(): void;
}

function parentOf(pid: number): number | null {
  try {
    // The parent is the 4th field of /proc/PID/stat, after the name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(parent) && parent > 1 ? parent : null;
  } catch {
    return null;
  }
}

function ancestorsOf(pid: number): Set<number> {
  const found = new Set<number>();
  for (let at = parentOf(pid); at !== null && !found.has(at); at = parentOf(at)) found.add(at);
  return found;
}

/** The process listening on the Firestore emulator's port, from `ss`. */
function listeningOn(port: string): number {
  const listed = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pids = [...new Set([...listed.stdout.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])))];
  if (pids.length !== 1) throw new Error(`Expected one process on port ${port}, found: ${listed.stdout || listed.stderr}`);
  return pids[0]!;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The switch of this run's Firestore emulator; throws if the one listening is not this run's. */
export function firestoreSwitch(): FirestoreSwitch {
  const pid = listeningOn(FIRESTORE_HOST.split(':')[1]!);
  // The `firebase emulators:exec` that runs this suite, not merely some shared ancestor of both.
  const run = [...ancestorsOf(process.pid)].find((ancestor) => commandOf(ancestor).includes('emulators:exec'));
  if (run === undefined || !ancestorsOf(pid).has(run)) {
    throw new Error(`The Firestore emulator on ${FIRESTORE_HOST} (pid ${pid}) was not started by this run.`);
  }
  let stopped = false;
  return {
    stop() {
      process.kill(pid, 'SIGSTOP');
      stopped = true;
    },
    start() {
      if (stopped) process.kill(pid, 'SIGCONT');
      stopped = false;
    },
  };
}
