package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.gen.BarMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.FixMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.InstrumentMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.NewOrderSingleDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder;
import dev.wirebench.engine.codec.sbe.gen.PackageHeaderDecoder;
import dev.wirebench.engine.model.MessageType;

/** The schema's message templates: one per model message type. */
final class SbeTemplates {
  private SbeTemplates() {}

  /** The model type of template {@code id}, or null. */
  static MessageType type(int id) {
    return switch (id) {
      case InstrumentMessageDecoder.TEMPLATE_ID -> MessageType.INSTRUMENT_MESSAGE;
      case PackageHeaderDecoder.TEMPLATE_ID -> MessageType.PACKAGE_HEADER;
      case BarMessageDecoder.TEMPLATE_ID -> MessageType.BAR_MESSAGE;
      case OrderBookSnapshotDecoder.TEMPLATE_ID -> MessageType.ORDER_BOOK_SNAPSHOT;
      case NewOrderSingleDecoder.TEMPLATE_ID -> MessageType.NEW_ORDER_SINGLE;
      case FixMessageDecoder.TEMPLATE_ID -> MessageType.FIX_MESSAGE;
      default -> null;
    };
  }

  /** The root block length of {@code type}'s template. */
  static int blockLength(MessageType type) {
    return switch (type) {
      case INSTRUMENT_MESSAGE -> InstrumentMessageDecoder.BLOCK_LENGTH;
      case PACKAGE_HEADER -> PackageHeaderDecoder.BLOCK_LENGTH;
      case BAR_MESSAGE -> BarMessageDecoder.BLOCK_LENGTH;
      case ORDER_BOOK_SNAPSHOT -> OrderBookSnapshotDecoder.BLOCK_LENGTH;
      case NEW_ORDER_SINGLE -> NewOrderSingleDecoder.BLOCK_LENGTH;
      case FIX_MESSAGE -> FixMessageDecoder.BLOCK_LENGTH;
    };
  }
}
