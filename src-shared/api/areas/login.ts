// Authentication (000 §7, 002 §7 Login): login and the current user per project.
// One entry per call of calls.json (area "Authentication / Login"); see COVERAGE.md for the readings behind each path.
import { bindArea, rest, type CallRunner } from '../core/define.js';
import { loginBody } from '../schemas/login.js';

export const loginCalls = {
  loginMe: rest('GET', 'login/me-{project}', { scope: 'root', public: true }),
  loginLogin: rest('POST', 'login/login-{project}', { scope: 'root', public: true, body: loginBody }),
} as const;

export const createLoginApi = (runner: CallRunner) => bindArea(runner, loginCalls);
