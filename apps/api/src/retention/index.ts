// The public surface of retention/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
