// The preload exposes exactly the bridge and nothing of Node (sandbox on, contextIsolation on).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeResult } from '../../src-shared/bridge/protocol.js';
import { IPC_COMMAND, IPC_EVENT } from './channels.js';

const api = {
  invoke: (name: string, payload: unknown): Promise<BridgeResult> => ipcRenderer.invoke(IPC_COMMAND, name, payload),
  onEvent: (listener: (name: string, payload: unknown) => void): (() => void) => {
    const wrapped = (_event: IpcRendererEvent, name: string, payload: unknown) => listener(name, payload);
    ipcRenderer.on(IPC_EVENT, wrapped);
    return () => ipcRenderer.removeListener(IPC_EVENT, wrapped);
  },
};

contextBridge.exposeInMainWorld('posBridge', api);
