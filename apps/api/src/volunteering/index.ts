// The public surface of volunteering/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
