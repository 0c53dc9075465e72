// The public surface of dashboard/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
