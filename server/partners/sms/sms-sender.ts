/** One text message to an 11-digit Korean mobile number (spec §9), already worded in Korean. */
export interface SmsMessage {
  readonly to: string;
  readonly text: string;
}

/** The carrier refused or lost a message: the caller answers that the code could not be sent (nothing was sent). */
export class SmsDeliveryError extends Error {
  constructor(message = 'SMS delivery failed') {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * Sends text messages (issue 4: SMS goes through this port). Resolves once the carrier accepted the message;
 * rejects with SmsDeliveryError when it did not. Outages of anything else throw as they are.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
