export const IPC_COMMAND = 'bridge:command';
export const IPC_EVENT = 'bridge:event';
