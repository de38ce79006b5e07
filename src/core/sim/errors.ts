/** A scenario the engine cannot run to the end (no room, a budget, a value that diverged); its message says why. */
export class SimulationError extends Error {}
