// The public surface of site-content/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
