import type { z } from 'zod';

export interface CommandDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
}

export function command<Req extends z.ZodType, Res extends z.ZodType>(request: Req, response: Res): CommandDef<Req, Res> {
  return { request, response };
}
