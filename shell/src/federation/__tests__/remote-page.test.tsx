import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routerMessages } from '@agency/shared/contract';
import { renderWithStore } from '@agency/shared/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemotePage } from '../remote-page';
import { unavailableModule } from '../unavailable-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const pagesModule = { pages: { Home: async () => ({ default: () => <h1>Remote home</h1> }) } };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const release = (name: string) => ({
    manifest: `/remotes/${name}/mf-manifest.json`,
    integrity: { 'mf-manifest.json': 'sha384-m', 'remoteEntry.js': 'sha384-e' },
  });
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify({ mf_public: release('mf_public'), mf_admin_people: release('mf_admin_people') })),
  ) as typeof fetch;
  mockedLoadRemote.mockReset();
});

describe('a remote page', () => {
  it('renders the page the remote exposes', async () => {
    mockedLoadRemote.mockResolvedValue(pagesModule);
    renderWithStore(<RemotePage remote="mf_public" page="Home" />);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_public/pages');
  });

  it('shows the unavailable frame when the remote fails, and Retry loads it again', async () => {
    mockedLoadRemote.mockResolvedValueOnce(unavailableModule('mf_admin_people/pages', new Error('offline')));
    renderWithStore(<RemotePage remote="mf_admin_people" page="Home" />);
    expect(await screen.findByRole('heading', { name: routerMessages.remoteUnavailable })).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValueOnce(pagesModule);
    await userEvent.setup().click(screen.getByRole('button', { name: routerMessages.retry }));
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_admin_people', entry: expect.stringContaining('/remotes/') }], {
      force: true,
    });
  });

  it("never renders the previous page under the next page's route", async () => {
    let finishLoading!: () => void;
    const contactLoaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const rendered: string[] = [];
    const Post = () => {
      rendered.push('post');
      return <h1>A blog post</h1>;
    };
    const Contact = () => {
      rendered.push('contact');
      return <h1>Contact Us</h1>;
    };
    mockedLoadRemote.mockResolvedValue({
      pages: {
        BlogPost: async () => ({ default: Post }),
        Contact: async () => {
          await contactLoaded;
          return { default: Contact };
        },
      },
    });
    // Two routes whose elements sit at the same place in the tree, as in the shell.
    const { router } = renderWithStore(<RemotePage remote="mf_public" page="BlogPost" />, {
      path: '/blog/:slug',
      route: '/blog/first-post',
      routes: [{ path: '/contact', element: <RemotePage remote="mf_public" page="Contact" /> }],
    });
    expect(await screen.findByRole('heading', { name: 'A blog post' })).toBeInTheDocument();
    rendered.length = 0;

    await act(() => router.navigate('/contact'));
    expect(screen.queryByRole('heading', { name: 'A blog post' })).not.toBeInTheDocument();
    finishLoading();
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(rendered).not.toContain('post');
  });

  it('contains a page that throws while rendering', async () => {
    mockedLoadRemote.mockResolvedValue({
      pages: {
        Broken: async () => ({
          default: () => {
            throw new Error('render failure');
          },
        }),
      },
    });
    renderWithStore(<RemotePage remote="mf_admin_content" page="Broken" />);
    expect(await screen.findByRole('heading', { name: routerMessages.remoteUnavailable })).toBeInTheDocument();
  });
});
