// The public surface of bookings/: nothing of it is used by other domains (app.module.ts wires its module).
export {};
