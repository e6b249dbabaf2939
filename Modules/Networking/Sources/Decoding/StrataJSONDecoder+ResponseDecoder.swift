import StrataJSON

/// The HTTP client's default decoder: `StrataJSONDecoder` already has the one method the protocol asks for.
extension StrataJSONDecoder: ResponseDecoder {}
