// The public surface of event-cancellation/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
