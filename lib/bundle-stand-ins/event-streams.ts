/**
 * Stands in for @smithy/core/event-streams in Lambda bundles (an esbuild alias).
 * The S3, Polly and Bedrock clients wire an event-stream marshaller into every
 * client, but the functions call only operations with plain bodies (GetObject,
 * PutObject, SynthesizeSpeech, Converse), never a streaming one: the codec, its
 * CRC32 and its marshallers are about 15 KB of every bundle. Building a client
 * still works; an event-stream operation fails with a message that says why.
 */
function unbundled(): never {
  throw new Error('AWS event-stream operations are not bundled in this function (lib/bundle-stand-ins/event-streams.ts)');
}

const marshaller = { serialize: unbundled, deserialize: unbundled };

export const eventStreamSerdeProvider = (): typeof marshaller => marshaller;

export const resolveEventStreamSerdeConfig = <T extends object>(input: T): T & { eventStreamMarshaller: typeof marshaller } =>
  Object.assign(input, { eventStreamMarshaller: marshaller });

/** Built by the Polly and Bedrock clients' payload handlers; used only by streaming operations. */
export class EventStreamCodec {
  encode = unbundled;
  decode = unbundled;
}

export class EventStreamSerde {
  constructor() {
    unbundled();
  }
}

export const iterableToReadableStream = unbundled;
export const readableStreamToIterable = unbundled;
