// This process's processor time: what a decision costs on a core of its own, however busy the machine.

/** Milliseconds of processor time (user and system) this process has used. */
export function processorMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
