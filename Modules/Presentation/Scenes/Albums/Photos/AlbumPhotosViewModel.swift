import StrataDomain

/// The events the photos of one album answer to: only the loading every screen shares, since a
/// photo opens nowhere inside the app.
@MainActor
public protocol AlbumPhotosViewModelInput: ScreenViewModelInput {}

/// What the photos of one album show.
@MainActor
public protocol AlbumPhotosViewModelOutput: ScreenViewModelOutput {
    /// The album whose photos these are.
    var albumID: Album.ID { get }
    /// The photo rows, inside the case that shows them.
    var state: AlbumPhotosState { get }
}

/// One album's photos as its views see them; `DefaultAlbumPhotosViewModel` is the implementation.
public typealias AlbumPhotosViewModel = AlbumPhotosViewModelInput & AlbumPhotosViewModelOutput

/// What the photos of one album show as a whole.
public typealias AlbumPhotosState = LoadState<ListContent<PhotoItemViewModel>>
