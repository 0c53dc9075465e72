// The public surface of community-programs/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
