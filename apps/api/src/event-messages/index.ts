// The public surface of event-messages/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
