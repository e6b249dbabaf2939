import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("AlbumPhotosViewModel", .timeLimit(.minutes(1)))
struct AlbumPhotosViewModelTests {
    private let albums = StubAlbumsRepository(
        albums: [Fixtures.album(id: 1), Fixtures.album(id: 2)],
        photos: [
            Fixtures.photo(id: 7, albumID: 1), Fixtures.photo(id: 8, albumID: 1), Fixtures.photo(id: 9, albumID: 3),
        ])

    private func makeViewModel(albumID: Album.ID) -> DefaultAlbumPhotosViewModel {
        DefaultAlbumPhotosViewModel(albumID: albumID, fetchPhotos: DefaultFetchAlbumPhotosUseCase(albums: albums))
    }

    @Test("an album's photos are listed with the address of each image")
    func listsPhotos() async {
        let viewModel = makeViewModel(albumID: 1)

        await viewModel.load()

        #expect(viewModel.title == "Photos in album 1")
        #expect(viewModel.state.content?.items.map(\.id) == [7, 8])
        #expect(viewModel.state.content?.items.first?.title == "Photo 7")
        #expect(viewModel.state.content?.items.first?.imageAddress == "https://images.example/600/7")
    }

    @Test("an empty album is an empty list")
    func emptyAlbum() async {
        let viewModel = makeViewModel(albumID: 2)

        await viewModel.load()

        #expect(viewModel.state.content?.items.isEmpty == true)
    }

    @Test("an album that does not exist is an error naming it, not an empty list")
    func unknownAlbum() async {
        let viewModel = makeViewModel(albumID: 3)

        await viewModel.load()

        #expect(viewModel.state == .failed(ErrorViewModel(message: "Album 3 does not exist", isRetryable: false)))
    }
}
