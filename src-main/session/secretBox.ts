export * from '../security/secretBox.js';
