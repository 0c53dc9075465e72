// The public surface of event-reminders/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
