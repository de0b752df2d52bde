// Fixed ids of the demo business, so a fresh terminal can point at it before anyone logs in.
export const DEMO_BUSINESS_ID = '019a0000-0000-7000-8000-000000000001';
