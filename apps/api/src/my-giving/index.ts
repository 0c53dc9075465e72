// The public surface of my-giving/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
