export * from './contract.js';
export * from './protocol.js';
export * from './client.js';
export * from './define.js';
export * from './areas/app.js';
