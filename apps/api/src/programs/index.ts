// The public surface of programs/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
