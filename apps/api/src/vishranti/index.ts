// The public surface of vishranti/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
